/**
 * TEST-ONLY key pair and self-signed certificate for the Daraja fake. They stand in for
 * Safaricom's M-PESA public key certificate: the adapter encrypts the initiator password with
 * the certificate (DARAJA_CERT_PATH) and the fake decrypts it with the private key. Generated
 * once with `openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -subj "/CN=engage daraja fake"`
 * and committed on purpose: they protect nothing and must never be used outside tests and the
 * local fake.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** TEST ONLY: the private key that decrypts SecurityCredential in the fake. */
export const TEST_DARAJA_PRIVATE_KEY_PEM = `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQDvj6sDr7fmFT5W
YuU852y40pE/HIBsmBGRcLH3mVyA7r9CBg/xEhorcUgd6+O2SkqvBYkCns4wiA7U
maHNq+I8bseC+taEIzn51IVjNpVvlalwLkdbc4oiIvxPd4JSk0qHMl05/zptq8Se
lufL1aOPHSVQV6b5RC5bHhIR4P75nYnY/qlAXR8Lbc4hnQxxEH9lxkJnfjlytHFu
75b5Wpbgk4Yz2Bw+hCQMkRnY4O9qjN/SsiMc7n71GnjTvgBqf3ikGCl5V/jOtPfh
94BX3EpKZ/15fTBXIQ/veXgnjmhg4hjokdD9+mibzCk4/ZhyitToid7jjK3KOpSH
taTgEfijAgMBAAECggEACAOt7Hcl91gRmFFBqwpw/DPrMQnSkA98UvnKsmZajmOu
WVablOyOnJJzH7EjEpekrPtJ7KEEc+IxYNJs89UCwhPQr+SVZaFKEL4X4kxSroN6
wiqCL6CLZ/30o/HzFbEgxqocLVMJEN80ujuBMLQKf0Cx3WC5UNCDnn/AigGVdiNL
BcY+A81u8yZWEmKKoAlLo7c6yva9DmcGo9ttOndrD4HoCHZwZQ9h1MtQbNUyjcEU
7unLul0XHdKwV+XKYJgZFIXummsKWVkI69UN9t5AfVrluMjs1i+lDpALEtbNDgtH
g9CpuOdH4OaAxKqSbkIbi1vE1CrCf3gYkSvgCLXsPQKBgQD5t2MaUXoD3ii+DILI
iUSEfiQ61hpspJMF3VVhrxfxjRgrPIQ4GvNuq5nj2Kpeqt/J55dQEdleAKwJ3+dn
1SsfhEhzHMbiGsgSLGf26Y2Bfgm8unsliwFYiUPxr7mhH8wUg68R/yDMOwaTR/Wz
A5Q8B/sx3Yr2Wa7ISJxczBCD9QKBgQD1lt0lBmuwGL6k7YHU6hU6Pyk9FKBWry3Z
sE2LTCt3J9EcsGXyjyD68rnEyIDlwcMSxDJG6SBII3NgWOE/ZA8WjlMr12IeifaO
ntp2lTj3bp8p1u1Ng4ATJlQox9PbTAXHyKNIH9W5jBqvbybxicFvbkT6Nd5ge9xq
5PcpxLrDNwKBgDhQBbY6p3RV1gQ9mASXB++E7rCh9aWIW2tYJVf4/0JGmiut4vcw
BLNxWSvLgWgFyp+ibTnuPIF5T1KOvoVoyee6kgf7dlIozfNjNjK1KmcIQDPiLcEi
nrQTiFHpWcge/oulwoYhbYkAypPOB3dOGFCNUDVHi33QbZzW2wQGNLc9AoGBANbO
D7tUtFggLI/BFXAPFmYN3JoKMnvfWTEwXYLbKqFb+DEpsOHJgsU8DHQsE2Hiaic9
5+PSAGRYbY/17X4unGvULLcJ+k5PyZHRK6/QsTTqUtibno/P1vPo8G+C6LDE+8FU
okxxW9Sg0K5lgCB/pus5/acD+u9VJuNwRScJZXldAoGAWFAIL0gubOLpIlh3XMD/
wZYfL1ROJAqHIn2Mxs9Vo8d/CEi98qTOsvDvOdj3oF41F4Rm2kZ+p3VgAhX1gMuo
7jvdXTjp1+srSHgBic2oBngpJ8xK8RdIvd8MWm546UVPsjyJFQ+vP5VGbgzvCd3S
pZEmfzDActoG+tB/ydXC2QU=
-----END PRIVATE KEY-----
`;

/** TEST ONLY: the self-signed certificate whose public key the adapter encrypts with. */
export const TEST_DARAJA_CERTIFICATE_PEM = `-----BEGIN CERTIFICATE-----
MIIDGzCCAgOgAwIBAgIUfMjbW/vmqXqiew7h2CsS5lEwRn4wDQYJKoZIhvcNAQEL
BQAwHTEbMBkGA1UEAwwSZW5nYWdlIGRhcmFqYSBmYWtlMB4XDTI2MTEyNTAyMTEx
NloXDTM2MTEyMjAyMTExNlowHTEbMBkGA1UEAwwSZW5nYWdlIGRhcmFqYSBmYWtl
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA74+rA6+35hU+VmLlPOds
uNKRPxyAbJgRkXCx95lcgO6/QgYP8RIaK3FIHevjtkpKrwWJAp7OMIgO1Jmhzavi
PG7HgvrWhCM5+dSFYzaVb5WpcC5HW3OKIiL8T3eCUpNKhzJdOf86bavEnpbny9Wj
jx0lUFem+UQuWx4SEeD++Z2J2P6pQF0fC23OIZ0McRB/ZcZCZ345crRxbu+W+VqW
4JOGM9gcPoQkDJEZ2ODvaozf0rIjHO5+9Rp4074Aan94pBgpeVf4zrT34feAV9xK
Smf9eX0wVyEP73l4J45oYOIY6JHQ/fpom8wpOP2YcorU6Ine44ytyjqUh7Wk4BH4
owIDAQABo1MwUTAdBgNVHQ4EFgQUMrywtTmHHTr5VaqrIN2B5Hsfv2MwHwYDVR0j
BBgwFoAUMrywtTmHHTr5VaqrIN2B5Hsfv2MwDwYDVR0TAQH/BAUwAwEB/zANBgkq
hkiG9w0BAQsFAAOCAQEAKP7wVzkEZ6H4QHOdCLzd42KrLepRimWrZyBOdapPFmUh
FryEwA4XEy3u+zMkttpsa6UUfX9VfBCX2eYg45j1qED+CMnpQgnBRolSJwEBuNNe
RRCchwu8BgajG9ZdirlBKIrll5MQODSAwB6GMwvLcbEGMAqQWyjz28mERBjdggMC
AkJGr1hi2+9zgigcc1U/S5g3w73gNLhM6QjQZU1VMbfIRzmdYjmUbr7nyVbiv5D0
WyrKzR01ozzv90vpo88UdlVWBYRjJ6y4D1/t7fMJAnRh9ykSggFg2XDKAaxc16+i
3ZxG1oF421LKqjIdrWhtKrRjxrpiFw1WG3c+YC+iiA==
-----END CERTIFICATE-----
`;

/** Writes the test certificate to a fresh temporary file and returns its path, for DARAJA_CERT_PATH. */
export function writeTestCertificate(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'engage-daraja-cert-')), 'test-cert.pem');
  writeFileSync(path, TEST_DARAJA_CERTIFICATE_PEM);
  return path;
}
