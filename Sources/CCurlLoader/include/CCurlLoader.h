#ifndef SHURUFA_CCURLLOADER_H
#define SHURUFA_CCURLLOADER_H

#include <stddef.h>

/// Whether libcurl (the WebDAV transport's HTTP on Linux) can be used in this process: NULL when
/// it can, else why not (a static message). libcurl.so.4 is opened on first use, not linked (see
/// curl_loader.c).
const char *shurufa_curl_unavailable_reason(void);

/// One libcurl easy handle, used by one request at a time and kept between requests (its
/// connection to the server stays open for the next one).
typedef struct shurufa_http shurufa_http;

/// A handle, or NULL when libcurl cannot be used or has no memory.
shurufa_http *shurufa_http_open(void);
/// Closes the handle and its connections.
void shurufa_http_close(shurufa_http *http);

/// One request. Nothing in it is copied: it must outlive `shurufa_http_perform`.
typedef struct shurufa_http_request {
    /// "GET", "PROPFIND", "PUT", ...
    const char *method;
    /// An http or https URL (an IPv6 literal in brackets).
    const char *url;
    /// `header_count` lines "Name: value".
    const char *const *headers;
    int header_count;
    /// When `has_body`, `body_length` bytes at `body` are sent (with Content-Length).
    int has_body;
    const void *body;
    size_t body_length;
    /// The most bytes of the answer's body read: one more and the transfer stops at once.
    size_t limit;
    /// The whole exchange's time limit (connecting included).
    long timeout_ms;
    /// 1: never through a proxy from the environment (plain http to this machine, with a password).
    int direct;
    /// Set by `shurufa_http_cancel` from any thread; the transfer stops within about a second.
    int *cancelled;
} shurufa_http_request;

/// How an exchange ended.
typedef enum shurufa_http_outcome {
    /// The server answered: `status`, the body, `location` for a redirect.
    SHURUFA_HTTP_ANSWERED = 0,
    /// The body passed `limit` (by its Content-Length, or as it arrived): not read further.
    SHURUFA_HTTP_TOO_LARGE,
    /// The answer's head passed `SHURUFA_HTTP_HEAD_LIMIT`: not read further.
    SHURUFA_HTTP_HEAD_TOO_LARGE,
    /// `shurufa_http_cancel` stopped it.
    SHURUFA_HTTP_CANCELLED,
    /// No whole answer within `timeout_ms`.
    SHURUFA_HTTP_TIMED_OUT,
    /// Nothing accepted the connection.
    SHURUFA_HTTP_CANNOT_CONNECT,
    /// The server answered something that is not HTTP.
    SHURUFA_HTTP_NOT_HTTP,
    /// Any other failure: `message` says what.
    SHURUFA_HTTP_FAILED,
} shurufa_http_outcome;

/// The most bytes of an answer's head (status line and header lines) read.
#define SHURUFA_HTTP_HEAD_LIMIT (256 * 1024)

/// The end of one exchange.
typedef struct shurufa_http_answer {
    shurufa_http_outcome outcome;
    /// The HTTP status (ANSWERED).
    long status;
    /// The body (ANSWERED; NULL when empty): `body_length` bytes in a mapping of `body_mapping`
    /// bytes, the caller's to release with `shurufa_http_body_free`.
    void *body;
    size_t body_length;
    size_t body_mapping;
    /// A redirect's target as an absolute URL, or NULL; owned by the handle until its next request.
    const char *location;
    /// libcurl's words for a failure, or NULL; owned by the handle until its next request.
    const char *message;
} shurufa_http_answer;

/// Runs `request` on `http` (blocking: call it on a thread of its own). Redirects are not followed.
/// The body is counted as it arrives, chunked or not, and the transfer stops at its limit.
shurufa_http_answer shurufa_http_perform(shurufa_http *http, const shurufa_http_request *request);

/// Releases an answer's body.
void shurufa_http_body_free(void *body, size_t mapping);

/// Asks the transfer reading `flag` (a request's `cancelled`) to stop; safe from any thread.
void shurufa_http_cancel(int *flag);

#endif
