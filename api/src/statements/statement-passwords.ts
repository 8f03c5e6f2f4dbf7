import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Statement passwords are kept only as AES-256-GCM ciphertext, only until their job ends. The key comes
 * from STATEMENT_PASSWORD_KEY so every api and worker instance can read what another wrote; without it
 * (the single-process default) a random key lives in memory, so a restart forgets waiting passwords.
 */
export class StatementPasswordBox {
  private readonly key: Buffer;

  constructor(key: Buffer | undefined) {
    this.key = key ?? randomBytes(32);
  }

  seal(password: string): Buffer {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  /** Undefined when the ciphertext was sealed with another key (e.g. before a restart). */
  open(sealed: Buffer): string | undefined {
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, sealed.subarray(0, 12));
      decipher.setAuthTag(sealed.subarray(12, 28));
      return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
