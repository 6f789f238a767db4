"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DomainErrorException = exports.DomainError = void 0;
exports.isDomainError = isDomainError;
class DomainError {
    constructor(code, kind, message) {
        this.code = code;
        this.kind = kind;
        this.message = message;
    }
}
exports.DomainError = DomainError;
function isDomainError(value) {
    return value instanceof DomainError;
}
/** Thrown by a handler to carry a decided DomainError to the HTTP layer. */
class DomainErrorException extends Error {
    constructor(error) {
        super(error.message);
        this.error = error;
    }
}
exports.DomainErrorException = DomainErrorException;
//# sourceMappingURL=domain-error.js.map