"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.DomainErrorFilter = exports.STATUS_OF = void 0;
const common_1 = require("@nestjs/common");
const domain_error_1 = require("../domain/domain-error");
/** The one place where expected domain failures become HTTP statuses. */
exports.STATUS_OF = {
    not_found: common_1.HttpStatus.NOT_FOUND,
    conflict: common_1.HttpStatus.CONFLICT,
    forbidden: common_1.HttpStatus.FORBIDDEN,
    unauthorized: common_1.HttpStatus.UNAUTHORIZED,
    payment_required: common_1.HttpStatus.PAYMENT_REQUIRED,
    invalid: common_1.HttpStatus.BAD_REQUEST,
};
let DomainErrorFilter = class DomainErrorFilter {
    catch(exception, host) {
        const status = exports.STATUS_OF[exception.error.kind];
        host
            .switchToHttp()
            .getResponse()
            .status(status)
            .json({ statusCode: status, code: exception.error.code, message: exception.error.message });
    }
};
exports.DomainErrorFilter = DomainErrorFilter;
exports.DomainErrorFilter = DomainErrorFilter = __decorate([
    (0, common_1.Catch)(domain_error_1.DomainErrorException)
], DomainErrorFilter);
//# sourceMappingURL=domain-error.filter.js.map