#ifndef CZIM_H
#define CZIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An open ZIM archive (libzim's `zim::Archive`), opaque to Swift.
typedef struct czim_archive czim_archive;

/// One entry of an archive, read without its content. Strings are malloc'd
/// and released by `czim_entry_free`.
typedef struct {
    char *path;
    char *title;
    /// Empty for a redirect.
    char *mimetype;
    int is_redirect;
    /// Content bytes (0 for a redirect).
    uint64_t size;
} czim_entry;

/// Every function that can fail returns a status and, on failure, sets
/// `*error` to a malloc'd one-line message (release it with `czim_free`):
/// libzim reports problems with C++ exceptions, which must never cross into
/// Swift, so each is caught here and turned into that message.
enum { CZIM_OK = 0, CZIM_MISSING = 1, CZIM_TOO_LARGE = 2, CZIM_FAILED = -1 };

/// Opens the archive at `path` and runs libzim's structural checks on it
/// (pointers, ordering, MIME types; the checksum too when
/// `verify_checksum` is not 0). NULL on failure.
czim_archive *czim_open(const char *path, int verify_checksum, char **error);
void czim_close(czim_archive *archive);
void czim_free(void *pointer);

/// A metadata value ("Name", "Date", "Language"...): CZIM_MISSING when the archive lacks it.
int czim_metadata(czim_archive *archive, const char *name, char **value, size_t *length, char **error);

/// User entries (articles and resources), addressed 0..<count in path order.
int czim_entry_count(czim_archive *archive, uint32_t *count, char **error);
/// True (1) when paths carry the old one-letter namespace ("A/Foo").
int czim_has_namespaces(czim_archive *archive);
int czim_entry_at(czim_archive *archive, uint32_t index, czim_entry *entry, char **error);
void czim_entry_free(czim_entry *entry);

/// The content of the entry at `index` (never a redirect), when it is at most
/// `limit` bytes; CZIM_TOO_LARGE (and `*length` set to its size) otherwise,
/// without reading it.
int czim_entry_content(czim_archive *archive, uint32_t index, uint64_t limit, char **bytes, size_t *length,
                       char **error);

#ifdef __cplusplus
}
#endif

#endif
