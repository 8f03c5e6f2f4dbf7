/** Settings the server hands the browser at /config.json, so one build runs against any backend. */
export interface RuntimeConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** Set when the Auth Emulator is in use (development and tests). */
  authEmulatorUrl: string | null;
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  return (await response.json()) as RuntimeConfig;
}
