"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SignUpCommand = void 0;
class SignUpCommand {
    constructor(email, password, firstName, lastName) {
        this.email = email;
        this.password = password;
        this.firstName = firstName;
        this.lastName = lastName;
    }
}
exports.SignUpCommand = SignUpCommand;
//# sourceMappingURL=sign-up.command.js.map