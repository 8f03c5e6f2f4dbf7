export * from './normalize';
export * from './features';
export * from './linear-model';
export * from './train';
export * from './shared-model';
export * from './shared-training';
export * from './user-adjustment';
