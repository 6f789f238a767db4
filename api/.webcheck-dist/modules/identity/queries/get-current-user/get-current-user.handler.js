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
exports.GetCurrentUserHandler = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const user_entity_1 = require("../../projections/users/user.entity");
const get_current_user_query_1 = require("./get-current-user.query");
let GetCurrentUserHandler = class GetCurrentUserHandler {
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute(query) {
        const row = await this.dataSource.getRepository(user_entity_1.UserRow).findOneBy({ id: query.userId });
        if (!row)
            throw new common_1.UnauthorizedException('You are not signed in.');
        return (0, user_entity_1.toUser)(row);
    }
};
exports.GetCurrentUserHandler = GetCurrentUserHandler;
exports.GetCurrentUserHandler = GetCurrentUserHandler = __decorate([
    (0, cqrs_1.QueryHandler)(get_current_user_query_1.GetCurrentUserQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], GetCurrentUserHandler);
//# sourceMappingURL=get-current-user.handler.js.map