"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createValidationPipe = createValidationPipe;
const common_1 = require("@nestjs/common");
function messages(error, path = '') {
    const field = path ? `${path}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((m) => (m.startsWith(error.property) && path ? `${path}.${m}` : m));
    return [...own, ...(error.children ?? []).flatMap((child) => messages(child, field))];
}
/**
 * Validates every request body against its DTO. A bad body gets 400 whose `message` is one sentence naming
 * the field(s) at fault; `errors` lists each problem separately. Unknown fields are refused, not ignored.
 */
function createValidationPipe() {
    return new common_1.ValidationPipe({
        transform: true,
        whitelist: true,
        forbidNonWhitelisted: true,
        forbidUnknownValues: true,
        exceptionFactory: (errors) => {
            const all = errors.flatMap((e) => messages(e));
            return new common_1.BadRequestException({ statusCode: 400, error: 'Bad Request', message: all.join('; '), errors: all });
        },
    });
}
//# sourceMappingURL=validation.pipe.js.map