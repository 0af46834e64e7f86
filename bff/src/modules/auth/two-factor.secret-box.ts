// TOTP secrets are stored sealed (AES-256-GCM under a key derived from SECRET_KEY), so a copy of
// the database alone does not yield the codes of every account.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export class TwoFactorSecretBox {
  private readonly key: Buffer;

  constructor(secretKey: string) {
    this.key = createHash('sha256').update(`two-factor-secret:${secretKey}`).digest();
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join(
      '.',
    );
  }

  /** Throws when the text was not sealed with this key (another SECRET_KEY) or was altered. */
  open(sealedText: string): string {
    const [version, iv, tag, sealed] = sealedText.split('.', 4);
    if (version !== VERSION || !iv || !tag || !sealed) throw new Error('unreadable two-factor secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
  }
}
