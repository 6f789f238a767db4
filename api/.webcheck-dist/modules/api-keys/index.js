"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ApiKeyRow = exports.ApiKeysProjection = exports.ApiKeysModule = void 0;
var api_keys_module_1 = require("./api-keys.module");
Object.defineProperty(exports, "ApiKeysModule", { enumerable: true, get: function () { return api_keys_module_1.ApiKeysModule; } });
var api_keys_projection_1 = require("./projections/api-keys/api-keys.projection");
Object.defineProperty(exports, "ApiKeysProjection", { enumerable: true, get: function () { return api_keys_projection_1.ApiKeysProjection; } });
var api_key_entity_1 = require("./projections/api-keys/api-key.entity");
Object.defineProperty(exports, "ApiKeyRow", { enumerable: true, get: function () { return api_key_entity_1.ApiKeyRow; } });
//# sourceMappingURL=index.js.map