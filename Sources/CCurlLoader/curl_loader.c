// libcurl opened on first use instead of linked: the release `shurufa` on Linux links Foundation
// statically, and FoundationNetworking's C part (_CFURLSessionInterface) calls these libcurl
// functions. Linked as a library, libcurl.so.4 and the 30-odd libraries it needs (OpenSSL, GnuTLS,
// Kerberos, LDAP, ...) are loaded and relocated at every start, which cost every process 1.1 MB of
// private memory (RssAnon) though only WebDAV sync uses HTTP. Here each function the interface
// calls is defined as a forwarder that opens libcurl.so.4 once (dlopen, on the first call) and
// calls the real one. Only the release link on Linux defines SHURUFA_LAZY_CURL (Package.swift);
// debug builds and tests link FoundationNetworking dynamically, with libcurl, and compile none of it.
#include "CCurlLoader.h"

#if defined(SHURUFA_LAZY_CURL)
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

// The libcurl API, as its headers declare it, with its handles opaque and its enums as int.
typedef struct curl_slist curl_slist;
typedef void *(*curl_pointer_fn)(void);
#define CURL_FUNCTIONS(X) \
    X(curl_easy_cleanup) X(curl_easy_getinfo) X(curl_easy_init) X(curl_easy_pause) X(curl_easy_setopt) \
    X(curl_easy_strerror) X(curl_free) X(curl_global_init) X(curl_multi_add_handle) X(curl_multi_assign) \
    X(curl_multi_cleanup) X(curl_multi_info_read) X(curl_multi_init) X(curl_multi_remove_handle) \
    X(curl_multi_setopt) X(curl_multi_socket_action) X(curl_slist_append) X(curl_slist_free_all) X(curl_url) \
    X(curl_url_get) X(curl_url_set) X(curl_version) X(curl_version_info)

#define CURL_INDEX(name) index_##name,
enum { CURL_FUNCTIONS(CURL_INDEX) curl_function_count };
#define CURL_NAME(name) #name,
static const char *const curl_function_names[] = { CURL_FUNCTIONS(CURL_NAME) };

static void *curl_functions[curl_function_count];
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
    for (int index = 0; index < curl_function_count; index++) {
        curl_functions[index] = dlsym(library, curl_function_names[index]);
        if (!curl_functions[index]) {
            snprintf(curl_failure_text, sizeof curl_failure_text, "libcurl.so.4 lacks %s", curl_function_names[index]);
            curl_failure = curl_failure_text;
            return;
        }
    }
}

const char *shurufa_curl_unavailable_reason(void) {
    pthread_once(&curl_once, curl_open);
    return curl_failure;
}

// The function at `index`; a process that reaches HTTP without libcurl stops with the reason
// (hosts ask `shurufa_curl_unavailable_reason` first and report it as an error).
static void *curl_function(int index) {
    const char *failure = shurufa_curl_unavailable_reason();
    if (failure) {
        fprintf(stderr, "shurufa: HTTP needs libcurl: %s\n", failure);
        abort();
    }
    return curl_functions[index];
}

#define CALL(name, type) ((type)curl_function(index_##name))

void curl_easy_cleanup(void *handle) { CALL(curl_easy_cleanup, void (*)(void *))(handle); }
void *curl_easy_init(void) { return CALL(curl_easy_init, void *(*)(void))(); }
int curl_easy_pause(void *handle, int bitmask) { return CALL(curl_easy_pause, int (*)(void *, int))(handle, bitmask); }
const char *curl_easy_strerror(int code) { return CALL(curl_easy_strerror, const char *(*)(int))(code); }
void curl_free(void *pointer) { CALL(curl_free, void (*)(void *))(pointer); }
int curl_global_init(long flags) { return CALL(curl_global_init, int (*)(long))(flags); }
int curl_multi_add_handle(void *multi, void *easy) { return CALL(curl_multi_add_handle, int (*)(void *, void *))(multi, easy); }
int curl_multi_assign(void *multi, int socket, void *pointer) {
    return CALL(curl_multi_assign, int (*)(void *, int, void *))(multi, socket, pointer);
}
int curl_multi_cleanup(void *multi) { return CALL(curl_multi_cleanup, int (*)(void *))(multi); }
void *curl_multi_info_read(void *multi, int *queued) { return CALL(curl_multi_info_read, void *(*)(void *, int *))(multi, queued); }
void *curl_multi_init(void) { return CALL(curl_multi_init, void *(*)(void))(); }
int curl_multi_remove_handle(void *multi, void *easy) { return CALL(curl_multi_remove_handle, int (*)(void *, void *))(multi, easy); }
int curl_multi_socket_action(void *multi, int socket, int events, int *running) {
    return CALL(curl_multi_socket_action, int (*)(void *, int, int, int *))(multi, socket, events, running);
}
curl_slist *curl_slist_append(curl_slist *list, const char *string) {
    return CALL(curl_slist_append, curl_slist *(*)(curl_slist *, const char *))(list, string);
}
void curl_slist_free_all(curl_slist *list) { CALL(curl_slist_free_all, void (*)(curl_slist *))(list); }
void *curl_url(void) { return CALL(curl_url, void *(*)(void))(); }
int curl_url_get(const void *url, int part, char **value, unsigned int flags) {
    return CALL(curl_url_get, int (*)(const void *, int, char **, unsigned int))(url, part, value, flags);
}
int curl_url_set(void *url, int part, const char *value, unsigned int flags) {
    return CALL(curl_url_set, int (*)(void *, int, const char *, unsigned int))(url, part, value, flags);
}
char *curl_version(void) { return CALL(curl_version, char *(*)(void))(); }
void *curl_version_info(int age) { return CALL(curl_version_info, void *(*)(int))(age); }

// The variadic three take one argument after the option, whose type the option's number gives
// (curl.h's CURLOPTTYPE_*: below 10000 a long, 30000-39999 a curl_off_t, else a pointer);
// getinfo's is always a pointer.
int curl_easy_getinfo(void *handle, int info, ...) {
    va_list list;
    va_start(list, info);
    void *pointer = va_arg(list, void *);
    va_end(list);
    return CALL(curl_easy_getinfo, int (*)(void *, int, ...))(handle, info, pointer);
}

#define FORWARD_OPTION(name, handle, option) do { \
    va_list list; \
    va_start(list, option); \
    int result; \
    if (option < 10000) { long value = va_arg(list, long); result = CALL(name, int (*)(void *, int, ...))(handle, option, value); } \
    else if (option >= 30000 && option < 40000) { long long value = va_arg(list, long long); result = CALL(name, int (*)(void *, int, ...))(handle, option, value); } \
    else { void *value = va_arg(list, void *); result = CALL(name, int (*)(void *, int, ...))(handle, option, value); } \
    va_end(list); \
    return result; \
} while (0)

int curl_easy_setopt(void *handle, int option, ...) { FORWARD_OPTION(curl_easy_setopt, handle, option); }
int curl_multi_setopt(void *multi, int option, ...) { FORWARD_OPTION(curl_multi_setopt, multi, option); }

#else
const char *shurufa_curl_unavailable_reason(void) { return 0; }
#endif
