"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var AppModule_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.AppModule = void 0;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const cqrs_1 = require("@nestjs/cqrs");
const infrastructure_module_1 = require("./infrastructure.module");
const analysis_1 = require("./modules/analysis");
const content_1 = require("./modules/content");
const health_module_1 = require("./modules/health/health.module");
const identity_1 = require("./modules/identity");
const settings_1 = require("./modules/settings");
const tasks_1 = require("./modules/tasks");
const api_keys_1 = require("./modules/api-keys");
const authenticated_guard_1 = require("./modules/identity/auth/authenticated.guard");
const domain_error_filter_1 = require("./shared/http/domain-error.filter");
let AppModule = AppModule_1 = class AppModule {
    static forRoot(infra) {
        return {
            module: AppModule_1,
            imports: [infrastructure_module_1.InfrastructureModule.forRoot(infra), cqrs_1.CqrsModule.forRoot(), identity_1.IdentityModule, content_1.ContentModule, health_module_1.HealthModule, settings_1.SettingsModule, tasks_1.TasksModule, api_keys_1.ApiKeysModule, analysis_1.AnalysisModule],
            providers: [
                { provide: core_1.APP_GUARD, useClass: authenticated_guard_1.AuthenticatedGuard },
                { provide: core_1.APP_FILTER, useClass: domain_error_filter_1.DomainErrorFilter },
            ],
        };
    }
};
exports.AppModule = AppModule;
exports.AppModule = AppModule = AppModule_1 = __decorate([
    (0, common_1.Module)({})
], AppModule);
//# sourceMappingURL=app.module.js.map