// OpenSSL's one-call-per-step SHA-1 and SHA-256 (SHA1_Init/Update/Final,
// SHA256_Init/Update/Final). Their state is a plain struct, so a hasher is a
// Swift value copied with no allocation: the selection order hashes a fixed
// prefix once and copies it per revision. EVP_MD_CTX, the interface OpenSSL 3
// prefers, lives on the heap and allocates on every copy.
//
// OpenSSL 3.0 marks these functions deprecated (they stay in every build made
// without no-deprecated, Debian's included). Asking for the 1.1.1 interface
// level, as openssl_user_macros(7) describes, declares them without the
// deprecation attribute, so the build stays free of warnings.
#define OPENSSL_API_COMPAT 0x10101000L
#include <openssl/sha.h>
