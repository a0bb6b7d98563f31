// The C face of libzim for Swift: every call runs inside one try block and
// turns any exception into a status and a message, so a malformed archive
// is an error the importer reports, never a crash.
#include "CZim.h"

#include <zim/archive.h>
#include <zim/entry.h>
#include <zim/error.h>
#include <zim/item.h>

#include <cstdlib>
#include <cstring>
#include <exception>
#include <iostream>
#include <mutex>
#include <new>
#include <stdexcept>
#include <string>

struct czim_archive {
    zim::Archive archive;
};

namespace {

char *copy(const std::string &text) {
    char *out = static_cast<char *>(std::malloc(text.size() + 1));
    if (out == nullptr) throw std::bad_alloc();
    std::memcpy(out, text.data(), text.size());
    out[text.size()] = '\0';
    return out;
}

void report(char **error, const std::string &message) {
    if (error == nullptr) return;
    try {
        *error = copy(message);
    } catch (...) {
        *error = nullptr;
    }
}

// The check names as a reader of the message would look them up in libzim.
const char *checkName(zim::IntegrityCheck check) {
    switch (check) {
    case zim::IntegrityCheck::CHECKSUM: return "checksum";
    case zim::IntegrityCheck::DIRENT_PTRS: return "entry pointers";
    case zim::IntegrityCheck::DIRENT_ORDER: return "entry order";
    case zim::IntegrityCheck::TITLE_INDEX: return "title index";
    case zim::IntegrityCheck::CLUSTER_PTRS: return "cluster pointers";
    case zim::IntegrityCheck::DIRENT_MIMETYPES: return "entry MIME types";
    default: return "integrity";
    }
}

// libzim writes diagnostics of its own to the C++ standard streams ("Checksum
// doesn't match", an assertion's backtrace) before it throws. The exception
// carries what matters and becomes the one error line, so that output goes
// nowhere. wikiblanks itself never writes through the C++ streams.
class Discard : public std::streambuf {
protected:
    int overflow(int character) override { return traits_type::not_eof(character); }
    std::streamsize xsputn(const char *, std::streamsize count) override { return count; }
};

void silenceLibzim() {
    static std::once_flag once;
    static Discard discard;
    std::call_once(once, [] {
        std::cerr.rdbuf(&discard);
        std::cout.rdbuf(&discard);
        std::clog.rdbuf(&discard);
    });
}

template <typename Body>
int guarded(char **error, Body body) {
    try {
        return body();
    } catch (const zim::ZimFileFormatError &failure) {
        report(error, std::string("not a valid ZIM archive: ") + failure.what());
    } catch (const std::bad_alloc &) {
        report(error, "out of memory");
    } catch (const std::exception &failure) {
        report(error, failure.what());
    } catch (...) {
        report(error, "unknown libzim error");
    }
    return CZIM_FAILED;
}

}  // namespace

extern "C" {

czim_archive *czim_open(const char *path, int verify_checksum, char **error) {
    silenceLibzim();
    czim_archive *result = nullptr;
    guarded(error, [&] {
        auto *opened = new czim_archive{zim::Archive(std::string(path))};
        for (size_t index = 0; index < size_t(zim::IntegrityCheck::COUNT); ++index) {
            auto check = zim::IntegrityCheck(index);
            if (check == zim::IntegrityCheck::CHECKSUM && verify_checksum == 0) continue;
            // Entries are read in path order, never through the title index; and libzim 8's
            // check of that index refuses every archive written by libzim 9 (today's Kiwix
            // archives), which no longer carry the old title listing it looks for.
            if (check == zim::IntegrityCheck::TITLE_INDEX) continue;
            if (!opened->archive.checkIntegrity(check)) {
                delete opened;
                report(error, std::string("not a valid ZIM archive: its ") + checkName(check) + " check fails");
                return CZIM_FAILED;
            }
        }
        result = opened;
        return CZIM_OK;
    });
    return result;
}

void czim_close(czim_archive *archive) { delete archive; }

void czim_free(void *pointer) { std::free(pointer); }

int czim_metadata(czim_archive *archive, const char *name, char **value, size_t *length, char **error) {
    return guarded(error, [&] {
        std::string text;
        try {
            text = archive->archive.getMetadata(std::string(name));
        } catch (const zim::EntryNotFound &) {
            return int(CZIM_MISSING);
        }
        *value = copy(text);
        *length = text.size();
        return int(CZIM_OK);
    });
}

int czim_entry_count(czim_archive *archive, uint32_t *count, char **error) {
    return guarded(error, [&] {
        *count = archive->archive.getEntryCount();
        return int(CZIM_OK);
    });
}

int czim_has_namespaces(czim_archive *archive) {
    try {
        return archive->archive.hasNewNamespaceScheme() ? 0 : 1;
    } catch (...) {
        return 1;
    }
}

int czim_entry_at(czim_archive *archive, uint32_t index, czim_entry *entry, char **error) {
    *entry = czim_entry{nullptr, nullptr, nullptr, 0, 0};
    int status = guarded(error, [&] {
        zim::Entry found = archive->archive.getEntryByPath(index);
        entry->path = copy(found.getPath());
        entry->title = copy(found.getTitle());
        entry->is_redirect = found.isRedirect() ? 1 : 0;
        if (entry->is_redirect) {
            entry->mimetype = copy("");
        } else {
            zim::Item item = found.getItem(false);
            entry->mimetype = copy(item.getMimetype());
            entry->size = item.getSize();
        }
        return int(CZIM_OK);
    });
    if (status != CZIM_OK) czim_entry_free(entry);
    return status;
}

void czim_entry_free(czim_entry *entry) {
    std::free(entry->path);
    std::free(entry->title);
    std::free(entry->mimetype);
    *entry = czim_entry{nullptr, nullptr, nullptr, 0, 0};
}

int czim_entry_content(czim_archive *archive, uint32_t index, uint64_t limit, char **bytes, size_t *length,
                       char **error) {
    return guarded(error, [&] {
        zim::Item item = archive->archive.getEntryByPath(index).getItem(false);
        uint64_t size = item.getSize();
        if (size > limit) {
            *length = size_t(size);
            return int(CZIM_TOO_LARGE);
        }
        zim::Blob blob = item.getData();
        if (uint64_t(blob.size()) != size) throw std::runtime_error("entry content is shorter than its recorded size");
        char *out = static_cast<char *>(std::malloc(size == 0 ? 1 : size));
        if (out == nullptr) throw std::bad_alloc();
        std::memcpy(out, blob.data(), size);
        *bytes = out;
        *length = size_t(size);
        return int(CZIM_OK);
    });
}

}  // extern "C"
