// Passwords that show up at the top of every leaked-password list; refused at sign-up and on change.
// Compared case-insensitively. Short entries are here too: a longer variant like "password1" is listed separately.
const COMMON = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa55word passwort
12345678 123456789 1234567890 12345678910 87654321 11111111 00000000 12341234 11223344 12121212
123123123 1q2w3e4r 1q2w3e4r5t 1qaz2wsx qwertyui qwertyuiop qwerty123 qwerty12 qwerty1234 asdfghjk
asdfghjkl zxcvbnm1 abcd1234 abc12345 abcdefgh 1234abcd iloveyou iloveyou1 sunshine sunshine1
princess princess1 football football1 baseball baseball1 superman starwars whatever trustno1
welcome1 welcome123 letmein1 letmein123 monkey12 dragon12 master12 michael1 jennifer jordan23
charlie1 computer internet shadow12 freedom1 qazwsxedc zaq12wsx changeme changeme1 secret12
admin123 admin1234 administrator root1234 test1234 testtest guest123 default1 marketplace
seller123 buyer1234 demo1234 summer2024 summer2025 summer2026 winter2024 winter2025 winter2026
spring2025 autumn2025 india123 india@123 pakistan123 123qweasd qweasdzxc aa123456 a1234567
a12345678 q1w2e3r4 q1w2e3r4t5 1a2b3c4d 123456aa 123456ab 666666666 88888888 99999999 55555555
`;

const commonPasswords = new Set(COMMON.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string, email?: string): boolean {
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered)) return true;
  // One character repeated, or a run of the same short sequence, is as weak as a listed one.
  if (/^(.)\1+$/.test(lowered)) return true;
  const local = email?.split('@')[0]?.toLowerCase();
  return Boolean(local && local.length >= 4 && lowered === local);
}
