"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CurrentActor = void 0;
const common_1 = require("@nestjs/common");
/** The signed-in actor that the auth guard put on the request. */
exports.CurrentActor = (0, common_1.createParamDecorator)((_, context) => context.switchToHttp().getRequest().user);
//# sourceMappingURL=current-actor.decorator.js.map