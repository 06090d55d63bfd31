/** The QR code as an <img> loads it; `date` makes each new secret a new address. */
export const authenticatorQrUrl = (userId: string, date: number) =>
  `/api/myaccount/authenticator/qrcode/${encodeURIComponent(userId)}?date=${date}`;
