"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.diffSummary = exports.fingerprint = exports.sampleOutboundLinks = exports.categoryOf = exports.READABILITY_RULES = exports.SEO_LIMITS = exports.SEO_WEIGHTS = exports.ageScore = exports.FRESHNESS_RULES = exports.STATUS_RULES = exports.decideStatus = exports.HEALTH_WEIGHTS = exports.ERROR_CAP = exports.analyseLocally = exports.extractPage = exports.isPublicAddress = exports.USER_AGENT = exports.FetchFailure = exports.createPageFetcher = void 0;
/**
 * The analysis engine: URL → fetched page → extracted page → local analysis, plus the helpers the write side
 * needs for dead links and source comparison. Pure apart from the fetcher; no Nest, no database.
 * The rules, weights and thresholds are documented in docs/analysis.md.
 */
var page_fetcher_1 = require("./fetch/page-fetcher");
Object.defineProperty(exports, "createPageFetcher", { enumerable: true, get: function () { return page_fetcher_1.createPageFetcher; } });
Object.defineProperty(exports, "FetchFailure", { enumerable: true, get: function () { return page_fetcher_1.FetchFailure; } });
Object.defineProperty(exports, "USER_AGENT", { enumerable: true, get: function () { return page_fetcher_1.USER_AGENT; } });
var ip_address_1 = require("./fetch/ip-address");
Object.defineProperty(exports, "isPublicAddress", { enumerable: true, get: function () { return ip_address_1.isPublicAddress; } });
var extract_page_1 = require("./extract/extract-page");
Object.defineProperty(exports, "extractPage", { enumerable: true, get: function () { return extract_page_1.extractPage; } });
var analyse_locally_1 = require("./analyse/analyse-locally");
Object.defineProperty(exports, "analyseLocally", { enumerable: true, get: function () { return analyse_locally_1.analyseLocally; } });
Object.defineProperty(exports, "ERROR_CAP", { enumerable: true, get: function () { return analyse_locally_1.ERROR_CAP; } });
Object.defineProperty(exports, "HEALTH_WEIGHTS", { enumerable: true, get: function () { return analyse_locally_1.HEALTH_WEIGHTS; } });
var status_1 = require("./analyse/status");
Object.defineProperty(exports, "decideStatus", { enumerable: true, get: function () { return status_1.decideStatus; } });
Object.defineProperty(exports, "STATUS_RULES", { enumerable: true, get: function () { return status_1.STATUS_RULES; } });
var freshness_1 = require("./analyse/freshness");
Object.defineProperty(exports, "FRESHNESS_RULES", { enumerable: true, get: function () { return freshness_1.FRESHNESS_RULES; } });
Object.defineProperty(exports, "ageScore", { enumerable: true, get: function () { return freshness_1.ageScore; } });
var seo_1 = require("./analyse/seo");
Object.defineProperty(exports, "SEO_WEIGHTS", { enumerable: true, get: function () { return seo_1.SEO_WEIGHTS; } });
Object.defineProperty(exports, "SEO_LIMITS", { enumerable: true, get: function () { return seo_1.SEO_LIMITS; } });
var readability_1 = require("./analyse/readability");
Object.defineProperty(exports, "READABILITY_RULES", { enumerable: true, get: function () { return readability_1.READABILITY_RULES; } });
var findings_1 = require("./analyse/findings");
Object.defineProperty(exports, "categoryOf", { enumerable: true, get: function () { return findings_1.categoryOf; } });
var links_1 = require("./links");
Object.defineProperty(exports, "sampleOutboundLinks", { enumerable: true, get: function () { return links_1.sampleOutboundLinks; } });
var sources_1 = require("./sources");
Object.defineProperty(exports, "fingerprint", { enumerable: true, get: function () { return sources_1.fingerprint; } });
Object.defineProperty(exports, "diffSummary", { enumerable: true, get: function () { return sources_1.diffSummary; } });
//# sourceMappingURL=index.js.map