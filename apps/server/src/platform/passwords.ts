import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): the OWASP-recommended password hash. */
export async function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id });
}

/** False for a wrong password and for a hash we cannot read, so a corrupt row never signs anyone in. */
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}
