"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.SessionStrategy = exports.SESSION_STRATEGY = void 0;
const common_1 = require("@nestjs/common");
const passport_1 = require("@nestjs/passport");
const passport_custom_1 = require("passport-custom");
const typeorm_1 = require("typeorm");
const find_actor_1 = require("./find-actor");
exports.SESSION_STRATEGY = 'session';
/** Authenticates a request by its session cookie: the session holds the user id, the users read model the rest. */
let SessionStrategy = class SessionStrategy extends (0, passport_1.PassportStrategy)(passport_custom_1.Strategy, exports.SESSION_STRATEGY) {
    constructor(dataSource) {
        super();
        this.dataSource = dataSource;
    }
    async validate(request) {
        const userId = request.session?.userId;
        if (!userId)
            return false;
        return (await (0, find_actor_1.findActor)(this.dataSource, userId)) ?? false;
    }
};
exports.SessionStrategy = SessionStrategy;
exports.SessionStrategy = SessionStrategy = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], SessionStrategy);
//# sourceMappingURL=session.strategy.js.map