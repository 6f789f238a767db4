"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.jsonBodyErrorHandler = jsonBodyErrorHandler;
/** A body that is not valid JSON is a 400 that says so, not a 500. */
function jsonBodyErrorHandler(error, _request, response, next) {
    if (error?.type === 'entity.parse.failed') {
        response.status(400).json({ statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON.' });
        return;
    }
    if (error?.type === 'entity.too.large') {
        response.status(413).json({ statusCode: 413, error: 'Payload Too Large', message: 'The request body is larger than 2 MB.' });
        return;
    }
    next(error);
}
//# sourceMappingURL=json-body-error.js.map