#ifndef SHURUFA_CCURLLOADER_H
#define SHURUFA_CCURLLOADER_H

/// Whether libcurl (FoundationNetworking's HTTP, for WebDAV sync) can be used in this process:
/// NULL when it can, else why not (a static message). In the release `shurufa` on Linux, libcurl
/// is not linked but opened on first use (see curl_loader.c); elsewhere it is linked and this is NULL.
const char *shurufa_curl_unavailable_reason(void);

#endif
