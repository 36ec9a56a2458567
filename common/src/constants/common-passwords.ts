/**
 * Passwords of 8+ characters that top the public breach-frequency lists (SecLists, NCSC top 100k,
 * HIBP). Sign-up, reset and change refuse them whatever their case. Kept short on purpose: it ships
 * in the client bundle too, and the server's argon2id makes guessing beyond this list expensive.
 */
const list = `
password password1 password12 password123 password1234 passw0rd p@ssword p@ssw0rd p@ssword1 p@ssw0rd1
password! password@123 password@1 pass@123 pass@1234 passpass passwort motdepasse contraseña
12345678 123456789 1234567890 12345678910 123123123 123321123 123456123 1234512345 11111111 111111111
1111111111 00000000 000000000 0000000000 88888888 99999999 12341234 87654321 987654321 9876543210
11223344 12121212 13131313 12344321 123qweasd 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qazxsw2
zaq12wsx zaq1zaq1 qwertyui qwertyuiop qwerty12 qwerty123 qwerty1234 qwertyu1 qwer1234 asdfghjk
asdfghjkl asdf1234 zxcvbnm1 zxcvbnm123 abcd1234 abc12345 abc123456 abcdefgh abcdefg1 a1b2c3d4
aa123456 aaaaaaaa q1w2e3r4 q1w2e3r4t5 1234qwer 123abc123 123456abc 123456qwe qwe12345 asd12345
iloveyou iloveyou1 iloveyou2 iloveu123 loveyou1 lovely123 sunshine sunshine1 princess princess1
football football1 baseball baseball1 basketball superman superman1 batman123 spiderman starwars
whatever trustno1 letmein1 letmein123 welcome1 welcome123 welcome@123 welcome12 changeme changeme1
computer internet michelle jennifer jonathan jordan23 charlie1 master123 mustang1 michael1 shadow12
dragon12 monkey123 chocolate butterfly pokemon1 liverpool chelsea1 arsenal1 manchester barcelona
elephant hello123 hello1234 helloworld freedom1 passion1 cricket1 cricket123 sachin10 sachin123
dhoni007 virat123 india123 india@123 indian123 bharat123 mumbai123 delhi123 bangalore hyderabad
chennai123 kolkata123 krishna1 krishna123 ganesh123 jaishreeram jaihind123 omsairam sairam123
shivaji123 lakshmi123 hanuman123 qwerty@123 admin123 admin1234 admin@123 administrator root1234
test1234 testtest test@123 demo1234 user1234 guest123 login123 secret123 default1 access14
google123 facebook1 samsung1 nokia1234 iphone123 amazon123 flipkart1 seller123 shop1234 vikreta1
vikreta123 vikreta@123 qazwsxedc qazwsx123 1qaz@wsx 1q2w3e4r5 zxcvbnm12 qwertyuiop123 asdfasdf
`;

export const commonPasswords: ReadonlySet<string> = new Set(list.trim().split(/\s+/));

export const isCommonPassword = (password: string) => commonPasswords.has(password.trim().toLowerCase());
