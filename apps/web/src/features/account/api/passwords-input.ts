export type Passwords = { newPassword: string; confirmPassword: string };
