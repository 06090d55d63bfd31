// mailauth ships no types; the one function the DKIM test uses.
declare module 'mailauth/lib/dkim/verify.js' {
  export type DkimResult = { status: { result: string; comment?: string }; signingDomain: string; selector: string };
  export function dkimVerify(
    message: string | Buffer,
    options: { resolver: (name: string, type: string) => Promise<string[][]> },
  ): Promise<{ results: DkimResult[] }>;
}
