// The part of libcurl's API the exchange uses (curl.h and easy.h, declared here: no curl headers
// are installed), reached only through the table curl_loader.c fills from libcurl.so.4.
#ifndef SHURUFA_CURL_API_H
#define SHURUFA_CURL_API_H

#include <stddef.h>
#include <stdint.h>

// Handles stay opaque; CURLcode, CURLoption and CURLINFO are C enums (int).
typedef struct curl_slist curl_slist;
typedef int64_t curl_off_t;  // 64 bits on every platform libcurl.so.4 is built for here (Linux, LP64)

// Options: a number plus its argument's type (curl.h's CURLOPTTYPE_*: LONG 0, OBJECTPOINT 10000,
// FUNCTIONPOINT 20000, OFF_T 30000). The argument passed must be of that type (long, pointer, curl_off_t).
enum {
    CURLOPT_WRITEDATA = 10001,
    CURLOPT_URL = 10002,
    CURLOPT_PROXY = 10004,
    CURLOPT_ERRORBUFFER = 10010,
    CURLOPT_WRITEFUNCTION = 20011,
    CURLOPT_POSTFIELDS = 10015,
    CURLOPT_HTTPHEADER = 10023,
    CURLOPT_HEADERDATA = 10029,
    CURLOPT_CUSTOMREQUEST = 10036,
    CURLOPT_NOPROGRESS = 43,
    CURLOPT_FOLLOWLOCATION = 52,
    CURLOPT_XFERINFODATA = 10057,
    CURLOPT_HEADERFUNCTION = 20079,
    CURLOPT_NOSIGNAL = 99,
    CURLOPT_POSTFIELDSIZE_LARGE = 30120,
    CURLOPT_TIMEOUT_MS = 155,
    CURLOPT_CONNECTTIMEOUT_MS = 156,
    CURLOPT_PROTOCOLS = 181,  // deprecated by PROTOCOLS_STR (7.85); for an older libcurl
    CURLOPT_XFERINFOFUNCTION = 20219,
    CURLOPT_PROTOCOLS_STR = 10318,
};
#define CURLPROTO_HTTP 1L
#define CURLPROTO_HTTPS 2L
#define CURL_ERROR_SIZE 256

// Information: a number plus the type it is written to (CURLINFO_STRING 0x100000 a char *,
// CURLINFO_LONG 0x200000 a long).
enum {
    CURLINFO_RESPONSE_CODE = 0x200002,  // CURLINFO_LONG + 2
    CURLINFO_REDIRECT_URL = 0x10001F,   // CURLINFO_STRING + 31
};

// The results the exchange tells apart (CURLcode).
enum {
    CURLE_OK = 0,
    CURLE_UNSUPPORTED_PROTOCOL = 1,  // also an HTTP/0.9 answer, which libcurl refuses by default
    CURLE_COULDNT_CONNECT = 7,
    CURLE_WEIRD_SERVER_REPLY = 8,
    CURLE_OPERATION_TIMEDOUT = 28,
    CURLE_ABORTED_BY_CALLBACK = 42,
};

// The functions, as easy.h and curl.h declare them.
struct shurufa_curl_api {
    int (*global_init)(long flags);
    void *(*easy_init)(void);
    void (*easy_cleanup)(void *handle);
    void (*easy_reset)(void *handle);
    int (*easy_setopt)(void *handle, int option, ...);
    int (*easy_perform)(void *handle);
    int (*easy_getinfo)(void *handle, int info, ...);
    const char *(*easy_strerror)(int code);
    curl_slist *(*slist_append)(curl_slist *list, const char *string);
    void (*slist_free_all)(curl_slist *list);
};

/// The table, or NULL when libcurl cannot be used (shurufa_curl_unavailable_reason says why).
const struct shurufa_curl_api *shurufa_curl_api(void);

#endif
