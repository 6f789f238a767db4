"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ContentIdPipe = void 0;
exports.idPipe = idPipe;
const common_1 = require("@nestjs/common");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id that cannot exist is simply not found: no need to tell a caller about id formats. */
function idPipe(what) {
    let IdPipe = class IdPipe {
        transform(value) {
            if (!UUID.test(value))
                throw new common_1.NotFoundException(`${what} not found.`);
            return value.toLowerCase();
        }
    };
    IdPipe = __decorate([
        (0, common_1.Injectable)()
    ], IdPipe);
    return IdPipe;
}
exports.ContentIdPipe = idPipe('Content item');
//# sourceMappingURL=id.pipe.js.map