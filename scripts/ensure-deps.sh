#!/usr/bin/env bash
# Makes sure the system libraries the build links against are present:
# installs them with apt-get when running as root, otherwise says what to install.
set -euo pipefail

missing=()
if ! pkg-config --exists zlib 2>/dev/null && [ ! -f /usr/include/zlib.h ]; then
    missing+=(zlib1g-dev)
fi
if [ ! -f /usr/include/bzlib.h ]; then
    missing+=(libbz2-dev)       # CBzip2, for .xml.bz2 dumps (Debian ships no bzip2.pc)
fi
if [ ! -f /usr/include/libdeflate.h ]; then
    missing+=(libdeflate-dev)   # CDeflate, for reading revision files and CRC-32
fi
if ! pkg-config --exists libcrypto 2>/dev/null && [ ! -f /usr/include/openssl/sha.h ]; then
    missing+=(libssl-dev)       # CLibCrypto, OpenSSL's libcrypto: SHA-1 and SHA-256
fi
if ! pkg-config --exists sqlite3 2>/dev/null && [ ! -f /usr/include/sqlite3.h ]; then
    missing+=(libsqlite3-dev)   # GRDB, for the progress store of `play`
fi
if [ ! -f /usr/include/zim/archive.h ]; then
    missing+=(libzim-dev)       # CZim, for Kiwix ZIM archives (the reference reader, libzim)
fi
if ! command -v zimcheck >/dev/null 2>&1; then
    missing+=(zim-tools)        # zimcheck, which the tests run on the archives they write
fi
if ! command -v strace >/dev/null 2>&1; then
    missing+=(strace)           # the tests' fault injection (a kill at each step of a batch replace)
fi
if ! command -v pkg-config >/dev/null 2>&1; then
    missing+=(pkg-config)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing ${missing[*]} ..." >&2
    # A fresh machine's package lists may not know a package yet: read them first then,
    # rather than let apt-get install fail with "Unable to locate package".
    for package in "${missing[@]}"; do
        if ! apt-cache show "$package" >/dev/null 2>&1; then
            echo "reading the package lists (apt-get update) ..." >&2
            apt-get update -qq >/dev/null \
                || echo "warning: apt-get update failed; trying the install with the lists there are" >&2
            break
        fi
    done
    if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; then
        echo "error: apt-get could not install ${missing[*]} (its message is above)." \
            "Install them by hand: apt-get update && apt-get install ${missing[*]}" >&2
        exit 1
    fi
else
    echo "error: missing system packages: ${missing[*]}. Install them with: sudo apt-get install ${missing[*]}" >&2
    exit 1
fi
