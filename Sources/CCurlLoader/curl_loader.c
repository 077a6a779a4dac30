// libcurl opened on first use instead of linked. Linked as a library, libcurl.so.4 and the 30-odd
// libraries it needs (OpenSSL, GnuTLS, Kerberos, LDAP, ...) are loaded and relocated at every start,
// which cost every `shurufa` 1.1 MB of private memory (RssAnon) though only WebDAV sync uses HTTP.
// Here libcurl.so.4 is opened once (dlopen, when the first exchange asks) and the few functions
// the exchange calls (http_exchange.c) are looked up into a private table: no `curl_*` symbol is
// defined or called by name, so this works alike where libcurl is also linked (debug builds and
// tests, whose other targets link FoundationNetworking; dlopen then returns the loaded copy).
#include "CCurlLoader.h"
#include "curl_api.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stddef.h>

#define CURL_GLOBAL_DEFAULT 3L  // curl.h: CURL_GLOBAL_SSL | CURL_GLOBAL_WIN32

// Each function's name in libcurl and its slot in the table, in one list.
#define CURL_FUNCTIONS(X) \
    X(global_init, "curl_global_init") X(easy_init, "curl_easy_init") X(easy_cleanup, "curl_easy_cleanup") \
    X(easy_reset, "curl_easy_reset") X(easy_setopt, "curl_easy_setopt") X(easy_perform, "curl_easy_perform") \
    X(easy_getinfo, "curl_easy_getinfo") X(easy_strerror, "curl_easy_strerror") \
    X(slist_append, "curl_slist_append") X(slist_free_all, "curl_slist_free_all")

static struct shurufa_curl_api api;
static const char *curl_failure;
static char curl_failure_text[512];
static pthread_once_t curl_once = PTHREAD_ONCE_INIT;

static void curl_open(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(curl_failure_text, sizeof curl_failure_text, "libcurl.so.4 could not be loaded (%s)", dlerror());
        curl_failure = curl_failure_text;
        return;
    }
#define CURL_LOOK_UP(field, name) \
    *(void **)&api.field = dlsym(library, name); \
    if (!api.field) { \
        snprintf(curl_failure_text, sizeof curl_failure_text, "libcurl.so.4 lacks %s", name); \
        curl_failure = curl_failure_text; \
        return; \
    }
    CURL_FUNCTIONS(CURL_LOOK_UP)
#undef CURL_LOOK_UP
    // Once per process, before any handle (libcurl counts the calls; a linked FoundationNetworking's own is harmless).
    if (api.global_init(CURL_GLOBAL_DEFAULT) != 0) {
        curl_failure = "libcurl.so.4 failed to initialise (curl_global_init)";
    }
}

const char *shurufa_curl_unavailable_reason(void) {
    pthread_once(&curl_once, curl_open);
    return curl_failure;
}

const struct shurufa_curl_api *shurufa_curl_api(void) {
    return shurufa_curl_unavailable_reason() ? NULL : &api;
}
