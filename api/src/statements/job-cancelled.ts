/** The user cancelled the job while one of its files was being read: that file stops before its next step. */
export class JobCancelled extends Error {}
