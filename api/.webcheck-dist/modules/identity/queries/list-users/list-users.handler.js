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
exports.ListUsersHandler = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const user_entity_1 = require("../../projections/users/user.entity");
const list_users_query_1 = require("./list-users.query");
let ListUsersHandler = class ListUsersHandler {
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute() {
        const rows = await this.dataSource.getRepository(user_entity_1.UserRow).find({ order: { createdAt: 'ASC', id: 'ASC' } });
        return rows.map(user_entity_1.toUser);
    }
};
exports.ListUsersHandler = ListUsersHandler;
exports.ListUsersHandler = ListUsersHandler = __decorate([
    (0, cqrs_1.QueryHandler)(list_users_query_1.ListUsersQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], ListUsersHandler);
//# sourceMappingURL=list-users.handler.js.map