// One HTTP exchange on a libcurl easy handle, driven directly so that what a server sends is
// bounded where it arrives: libcurl hands each piece of the body (chunked or not, decoded from its
// chunks) to `on_body`, which counts it against the request's limit and, one byte past it, returns
// short, which stops the transfer at once (CURLE_WRITE_ERROR) and closes the connection. A
// Content-Length past the limit is refused from the header line, before any body. The body goes
// into one anonymous mapping the size of the limit, reserved, not touched: memory grows with the
// bytes received and never past the limit, and no growth copies it. Cancelling (another thread
// sets the request's flag) stops the transfer at libcurl's next progress call, at least once a
// second even while the server says nothing.
#define _DEFAULT_SOURCE  // MAP_ANONYMOUS, MAP_NORESERVE, strdup under any -std
#include "CCurlLoader.h"
#include "curl_api.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>

struct shurufa_http {
    const struct shurufa_curl_api *curl;
    void *easy;
    char error[CURL_ERROR_SIZE];
    char *location;
    // The transfer under way.
    const shurufa_http_request *request;
    unsigned char *body;
    size_t length;
    size_t mapping;
    size_t head_bytes;
    shurufa_http_outcome refusal;  // ANSWERED while the answer is still welcome
    const char *refusal_message;
};

shurufa_http *shurufa_http_open(void) {
    const struct shurufa_curl_api *curl = shurufa_curl_api();
    if (!curl) return NULL;
    shurufa_http *http = calloc(1, sizeof *http);
    if (!http) return NULL;
    http->curl = curl;
    http->easy = curl->easy_init();
    if (!http->easy) {
        free(http);
        return NULL;
    }
    return http;
}

void shurufa_http_close(shurufa_http *http) {
    if (!http) return;
    http->curl->easy_cleanup(http->easy);
    free(http->location);
    free(http);
}

void shurufa_http_cancel(int *flag) { __atomic_store_n(flag, 1, __ATOMIC_RELAXED); }

static int is_cancelled(const shurufa_http_request *request) {
    return request->cancelled && __atomic_load_n(request->cancelled, __ATOMIC_RELAXED);
}

void shurufa_http_body_free(void *body, size_t mapping) {
    if (body) munmap(body, mapping);
}

static size_t refuse(shurufa_http *http, shurufa_http_outcome refusal, const char *message) {
    http->refusal = refusal;
    http->refusal_message = message;
    return 0;  // short of what libcurl handed over: it stops the transfer
}

// Each piece of the body as it arrives.
static size_t on_body(char *data, size_t size, size_t count, void *context) {
    shurufa_http *http = context;
    size_t bytes = size * count;
    if (bytes == 0) return 0;
    if (bytes > http->request->limit - http->length) return refuse(http, SHURUFA_HTTP_TOO_LARGE, NULL);
    if (!http->body) {
        void *mapping = mmap(NULL, http->request->limit, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (mapping == MAP_FAILED) return refuse(http, SHURUFA_HTTP_FAILED, "no memory for the answer");
        http->body = mapping;
        http->mapping = http->request->limit;
    }
    memcpy(http->body + http->length, data, bytes);
    http->length += bytes;
    return bytes;
}

// Each line of the head as it arrives (the status line, each header, the blank line).
static size_t on_head(char *line, size_t size, size_t count, void *context) {
    shurufa_http *http = context;
    size_t bytes = size * count;
    http->head_bytes += bytes;
    if (http->head_bytes > SHURUFA_HTTP_HEAD_LIMIT) return refuse(http, SHURUFA_HTTP_HEAD_TOO_LARGE, NULL);
    static const char name[] = "content-length:";
    size_t at = sizeof name - 1;
    if (bytes <= at || strncasecmp(line, name, at) != 0) return bytes;
    while (at < bytes && (line[at] == ' ' || line[at] == '\t')) at++;
    size_t declared = 0;
    for (; at < bytes && line[at] >= '0' && line[at] <= '9'; at++) {
        // Compared before it grows: no overflow, whatever the number's length.
        if (declared > http->request->limit / 10) return refuse(http, SHURUFA_HTTP_TOO_LARGE, NULL);
        declared = declared * 10 + (size_t)(line[at] - '0');
    }
    return declared > http->request->limit ? refuse(http, SHURUFA_HTTP_TOO_LARGE, NULL) : bytes;
}

// libcurl's progress call: nonzero stops the transfer (CURLE_ABORTED_BY_CALLBACK).
static int on_progress(void *context, curl_off_t down_total, curl_off_t down, curl_off_t up_total, curl_off_t up) {
    (void)down_total, (void)down, (void)up_total, (void)up;
    shurufa_http *http = context;
    return is_cancelled(http->request);
}

// Sets the request's options on the handle: a CURLcode, or -1 when there is no memory for the headers.
static int configure(shurufa_http *http, const shurufa_http_request *request, curl_slist **headers) {
    const struct shurufa_curl_api *curl = http->curl;
    void *easy = http->easy;
    for (int index = 0; index < request->header_count; index++) {
        curl_slist *longer = curl->slist_append(*headers, request->headers[index]);
        if (!longer) return -1;
        *headers = longer;
    }
    int code = CURLE_OK;
#define SET(option, value) if (code == CURLE_OK) code = curl->easy_setopt(easy, option, value)
    SET(CURLOPT_ERRORBUFFER, http->error);
    SET(CURLOPT_URL, request->url);
    SET(CURLOPT_NOSIGNAL, 1L);  // other threads run beside this one: no SIGALRM for name look-ups
    SET(CURLOPT_FOLLOWLOCATION, 0L);  // the caller decides (same origin only)
    if (code == CURLE_OK && curl->easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https") != CURLE_OK) {
        code = curl->easy_setopt(easy, CURLOPT_PROTOCOLS, CURLPROTO_HTTP | CURLPROTO_HTTPS);
    }
    SET(CURLOPT_TIMEOUT_MS, request->timeout_ms);
    SET(CURLOPT_CONNECTTIMEOUT_MS, request->timeout_ms);
    if (request->direct) SET(CURLOPT_PROXY, "");  // "" is libcurl's "no proxy, whatever the environment says"
    if (strcmp(request->method, "GET") != 0) SET(CURLOPT_CUSTOMREQUEST, request->method);
    if (request->has_body) {
        SET(CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)request->body_length);
        SET(CURLOPT_POSTFIELDS, request->body_length ? request->body : "");
    }
    SET(CURLOPT_HTTPHEADER, *headers);
    SET(CURLOPT_WRITEFUNCTION, on_body);
    SET(CURLOPT_WRITEDATA, http);
    SET(CURLOPT_HEADERFUNCTION, on_head);
    SET(CURLOPT_HEADERDATA, http);
    SET(CURLOPT_NOPROGRESS, 0L);
    SET(CURLOPT_XFERINFOFUNCTION, on_progress);
    SET(CURLOPT_XFERINFODATA, http);
#undef SET
    return code;
}

static shurufa_http_outcome outcome_of(int code) {
    switch (code) {
    case CURLE_OK: return SHURUFA_HTTP_ANSWERED;
    case CURLE_OPERATION_TIMEDOUT: return SHURUFA_HTTP_TIMED_OUT;
    case CURLE_COULDNT_CONNECT: return SHURUFA_HTTP_CANNOT_CONNECT;
    case CURLE_UNSUPPORTED_PROTOCOL: case CURLE_WEIRD_SERVER_REPLY: return SHURUFA_HTTP_NOT_HTTP;
    case CURLE_ABORTED_BY_CALLBACK: return SHURUFA_HTTP_CANCELLED;
    default: return SHURUFA_HTTP_FAILED;
    }
}

shurufa_http_answer shurufa_http_perform(shurufa_http *http, const shurufa_http_request *request) {
    const struct shurufa_curl_api *curl = http->curl;
    curl->easy_reset(http->easy);  // options cleared; the open connection is kept
    free(http->location);
    http->location = NULL;
    http->error[0] = 0;
    http->request = request;
    http->body = NULL;
    http->length = http->mapping = http->head_bytes = 0;
    http->refusal = SHURUFA_HTTP_ANSWERED;
    http->refusal_message = NULL;

    curl_slist *headers = NULL;
    int code = configure(http, request, &headers);
    if (code == CURLE_OK) code = is_cancelled(request) ? CURLE_ABORTED_BY_CALLBACK : curl->easy_perform(http->easy);
    curl->slist_free_all(headers);

    shurufa_http_answer answer = {0};
    answer.outcome = http->refusal != SHURUFA_HTTP_ANSWERED ? http->refusal : outcome_of(code);
    if (code == -1) answer.message = "no memory for the request's headers";
    else if (answer.outcome == SHURUFA_HTTP_FAILED) answer.message = http->refusal_message ? http->refusal_message
        : http->error[0] ? http->error : curl->easy_strerror(code);
    if (answer.outcome == SHURUFA_HTTP_ANSWERED) {
        char *location = NULL;
        curl->easy_getinfo(http->easy, CURLINFO_RESPONSE_CODE, &answer.status);
        if (curl->easy_getinfo(http->easy, CURLINFO_REDIRECT_URL, &location) == CURLE_OK && location) {
            http->location = strdup(location);
            answer.location = http->location;
        }
        answer.body = http->body;
        answer.body_length = http->length;
        answer.body_mapping = http->mapping;
    } else {
        shurufa_http_body_free(http->body, http->mapping);
    }
    http->body = NULL;
    http->request = NULL;
    return answer;
}
