/**
 * Passwords refused at sign-up and password change: the most used ones in public breach lists
 * (6 characters or more, since shorter ones fail the length rule), plus Spanish, Catalan and
 * Portuguese favourites and this site's own obvious choices.
 */
const COMMON_PASSWORDS = new Set(
  `123456 1234567 12345678 123456789 1234567890 0123456789 111111 1111111 11111111 000000 00000000
  123123 123321 654321 666666 696969 777777 888888 999999 121212 112233 123654 159753 147258 147258369
  123qwe qwerty qwerty1 qwerty123 qwertyuiop asdfgh asdfghjkl zxcvbn zxcvbnm 1q2w3e 1q2w3e4r 1q2w3e4r5t
  qazwsx 1qaz2wsx password password1 password123 passw0rd p@ssw0rd abc123 abcdef abcd1234 aa123456
  iloveyou princess sunshine shadow monkey dragon master letmein welcome football baseball superman
  batman trustno1 starwars freedom whatever michael jennifer jordan23 charlie summer flower hello123
  admin123 administrator login123 secret changeme default computer internet samsung google
  contraseña contrasena micontraseña clave123 hola123 holahola teamo teamo123 tequiero amorcito
  barcelona madrid realmadrid atletico valencia sevilla betis españa espana
  senha senha123 benfica sporting portugal fcporto obrigado
  contrasenya barça visca123 catalunya
  caballo caballos caballo1 yegua123 potro123 cavall cavalls cavalo cavalos equitacion hipica
  galope galope123 galope1 anuncios`
    .split(/\s+/)
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
