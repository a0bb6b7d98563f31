#!/usr/bin/env bash
# install.sh install BUILD_DIR PREFIX   copies BUILD_DIR/wikiblanks and the resource bundles
#                                       beside it (*.resources: the tagger and slot models, the
#                                       web player) into PREFIX/lib/wikiblanks, and links
#                                       PREFIX/bin/wikiblanks to it
# install.sh uninstall PREFIX           removes exactly those
# The binary finds its bundles beside the file the link points at, so PREFIX/bin holds only
# the link. `make install PREFIX=…` and `make uninstall PREFIX=…` call this.
set -euo pipefail

usage() { echo "usage: $0 install BUILD_DIR PREFIX | uninstall PREFIX" >&2; exit 64; }

case "${1:-}" in
install)
    [ $# -eq 3 ] || usage
    from="$2"; prefix="$3"
    [ -x "$from/wikiblanks" ] || { echo "error: $from/wikiblanks is not built (make release)" >&2; exit 1; }
    lib="$prefix/lib/wikiblanks"
    mkdir -p "$prefix/bin" "$lib.new"
    cp "$from/wikiblanks" "$lib.new/"
    for bundle in "$from"/*.resources; do
        [ -d "$bundle" ] && cp -R "$bundle" "$lib.new/"
    done
    rm -rf "$lib"
    mv "$lib.new" "$lib"
    ln -sfn ../lib/wikiblanks/wikiblanks "$prefix/bin/wikiblanks"
    echo "installed $prefix/bin/wikiblanks (and its resources in $lib)" >&2
    ;;
uninstall)
    [ $# -eq 2 ] || usage
    prefix="$2"
    if [ -L "$prefix/bin/wikiblanks" ] && [ "$(readlink "$prefix/bin/wikiblanks")" = ../lib/wikiblanks/wikiblanks ]; then
        rm "$prefix/bin/wikiblanks"
    fi
    if [ -f "$prefix/lib/wikiblanks/wikiblanks" ]; then
        rm -rf "$prefix/lib/wikiblanks"
        rmdir "$prefix/lib" "$prefix/bin" 2>/dev/null || true
    fi
    echo "removed wikiblanks from $prefix" >&2
    ;;
*) usage ;;
esac
