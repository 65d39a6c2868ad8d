/** '13800001234' -> '138****1234': a mobile number shown without its middle four digits. */
export function maskMobile(mobile: string): string {
  const digits = mobile.trim();
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 3)}****${digits.slice(7)}` : digits;
}
