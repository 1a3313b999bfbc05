/** 13800000000 → 138****0000: enough for the reader to recognise, useless to a shoulder-surfer. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}
