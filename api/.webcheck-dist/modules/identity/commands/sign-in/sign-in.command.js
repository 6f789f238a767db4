"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SignInCommand = void 0;
class SignInCommand {
    constructor(email, password) {
        this.email = email;
        this.password = password;
    }
}
exports.SignInCommand = SignInCommand;
//# sourceMappingURL=sign-in.command.js.map