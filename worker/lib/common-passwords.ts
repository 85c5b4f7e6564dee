/** Passwords of six or more characters that top every leaked-password list; refused at registration. */
export const COMMON_PASSWORDS = new Set([
  "123456", "1234567", "12345678", "123456789", "1234567890", "0123456789", "password", "password1",
  "password12", "password123", "passw0rd", "p@ssw0rd", "p@ssword", "qwerty", "qwerty1", "qwerty12",
  "qwerty123", "qwertyuiop", "qwertz", "azerty", "111111", "1111111", "11111111", "000000", "00000000",
  "123123", "123321", "654321", "666666", "696969", "777777", "7777777", "888888", "121212", "112233",
  "131313", "159753", "555555", "987654321", "abc123", "abcdef", "abcd1234", "abc12345", "1q2w3e",
  "1q2w3e4r", "1q2w3e4r5t", "1qaz2wsx", "qazwsx", "zaq12wsx", "123qwe", "zxcvbn", "zxcvbnm", "asdfgh",
  "asdfghjkl", "aaaaaa", "iloveyou", "iloveyou1", "letmein", "letmein1", "welcome", "welcome1",
  "monkey", "monkey1", "dragon", "dragon1", "shadow", "master", "sunshine", "princess", "football",
  "football1", "baseball", "soccer", "hockey", "superman", "batman", "trustno1", "starwars",
  "freedom", "whatever", "charlie", "michael", "jennifer", "jordan", "hunter", "buster", "killer",
  "mustang", "harley", "tigger", "ranger", "thomas", "robert", "daniel", "andrew", "george", "jessica",
  "michelle", "ashley", "nicole", "amanda", "summer", "ginger", "pepper", "cheese", "matrix", "thunder",
  "taylor", "yankees", "computer", "internet", "secret", "access", "admin1", "admin123", "administrator",
  "login1", "changeme", "default", "guest123", "test123", "testing", "root123", "pass123", "pass1234",
  "bitcoin", "bitcoin1", "ethereum", "crypto", "crypto123", "blockchain", "coinfolio", "portfolio",
  "lovely", "flower", "loveme", "hello123", "hellohello", "666666666", "qweasd", "qweasdzxc",
]);
