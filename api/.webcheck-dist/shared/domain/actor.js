"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=actor.js.map