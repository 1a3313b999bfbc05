/**
 * The local WeChat Pay's platform key pair (demo and test modes only; production refuses
 * WECHAT_PAY_MODE=local). The local cashier signs its notifications with the private half, and the
 * server verifies them with the public half through the same code that verifies WeChat Pay's, so a
 * demo exercises the real verification path. Committed on purpose: it protects nothing, and every
 * instance of a demo must agree on it.
 */
export const LOCAL_PLATFORM_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDKJgMh9Eq2ttPI
hGvm+RrbxMMeriFWf4pNbIt+EekZzZ/fzu+yjm3mWwqLqAUys1jxTOdjaJOFyHpj
gJd1vP3bYo9DCdgneutoQfS8jbNMPuoE2L9ieNQx6Zblh9NjCeMKfYe/5CpSxvT8
kcLENetJ8oNPH18PoSAbv/xLHmf7aqSqUz8XGehkaWYXcLYUV0WNURJjanjLdkMz
taDcCh+t6R2D4vXuYqx16bIn1ttjD/Ou60BWWSdEfzicUPv3/jCJeEbWWhe2ls2t
UTT71HZUHBSFXXfQnfGxRP274HmUlW4RsOy7zLyELqZ/7ToFLRpcQyaZcTZMmQIB
KnzJGjonAgMBAAECggEACE4Ufd4f/a64N7o9BqHAWTwVuhp0Uy3tPC4T8wuAVKeO
hG7niSHx4O9nmQI/qGwW4N8EeKCQwwPQB2t+jX9EvLEpapsqbsDNkBx5lg+KSL0i
9y0Ce+Sz7xMGOIrig+Shl8o9fAQ/OuRip0fDxTTj5Eda3rLOwIEhpRI3psxqgDk4
G3i5KpGj3KGgFUfXBpkbE1pytwViX1ut7r51zKICfeaUKYoVP+kXNaGF/SdNndCo
dVo48aYgYxzqjUrxU2R9L9Ihv+s+EF/A4cSvZmNTonN8sUHQHhFs3vADqG3s5i4R
/DmDXyzQwypSBKN0QN1LFoT+BrkCD9ZdzISaRE5KHQKBgQD89bjmufgOaIe7rYPv
sXn97QFjE0roWGh+ubkXLWh9CO87LQ/2h7kN8TMceEnFGC9ofXdY09l09+50luRT
H+Fgl0RSQQdVPQSPpo9FQRMtNsflK3wv6ZfTP9jdxyn30vfg1d2GXIhZGLv4tc0n
BWJSjozeaW+ZBxAxW45Ja/hG3QKBgQDMk/WbmrbYxQWuIXtpZ6dCKb7fhVuqDNbI
wyjvgLn2s+WULEz02Q7FkySgjjK8htiH9aGDmBM1P15DXAq3jK9ecKCr5AB4ceMh
T3yPdISHLLhWQ0AueupEP/4DrN90Y0Ck1TAwEG3NGg1zLWPsXepyQBWYIOKvx3dz
Pix0sRT60wKBgARzSkJ86RlPy3uIzPZtl+jYv5p/n2TBEW2RVOlMejcg7hyLaWl7
78yH/s80ao/WIhdjhbMBXyUIq6BPe0rfF7b8Uk5kKH3eafMhCgo839p+yTuF7VRm
dq5XxDf6pglfI89H0/LmM9vlbIEuqaJTHOy450+OaVE255kGtFUkWiTdAoGBAMqH
vIJ1E4nc27e9PAFo9aRB0c5Vpx7doRGWbANX7EL5bFJZ3UIVVVNyTbOJs18DHIDV
QzYVKwbvGjITgCSg6cjUNayWh4S2Mwb6OzWGQ+HS+xejcnnRg/VXaPFYhswhqpDE
4fTjfuCrZx9ck20guQasvPQjsmgVUANOTRKlcUCzAoGBAK0IsE6oxSBLfXerOxrM
0Eh1U5XBTCbgppk5y7cQUVJ7eiaikmTYtNIzlQC18NjdPJUXBpiUqdWEgrgvbP/Y
hbL1U8KQBAz+f3woFbANDEr9MRuJKYLebtUrgE3Qe1YzJ/8a8q3Lfu0WGHVVSqXW
FZM6iRKcsP7Mm+2RgZ0ff9m7
-----END PRIVATE KEY-----
`;

export const LOCAL_PLATFORM_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAyiYDIfRKtrbTyIRr5vka
28TDHq4hVn+KTWyLfhHpGc2f387vso5t5lsKi6gFMrNY8UznY2iThch6Y4CXdbz9
22KPQwnYJ3rraEH0vI2zTD7qBNi/YnjUMemW5YfTYwnjCn2Hv+QqUsb0/JHCxDXr
SfKDTx9fD6EgG7/8Sx5n+2qkqlM/FxnoZGlmF3C2FFdFjVESY2p4y3ZDM7Wg3Aof
rekdg+L17mKsdemyJ9bbYw/zrutAVlknRH84nFD79/4wiXhG1loXtpbNrVE0+9R2
VBwUhV130J3xsUT9u+B5lJVuEbDsu8y8hC6mf+06BS0aXEMmmXE2TJkCASp8yRo6
JwIDAQAB
-----END PUBLIC KEY-----
`;

/** The id the local platform key goes by in Wechatpay-Serial. */
export const LOCAL_PLATFORM_KEY_ID = 'PUB_KEY_ID_0100000000LOCALDEMO00000000000001';

/** The local APIv3 key (32 characters) that encrypts the local notifications' resources. */
export const LOCAL_API_V3_KEY = 'shqcbLocalDemoApiV3Key0000000001';

/** The local merchant id. */
export const LOCAL_MCHID = '1900000109';
