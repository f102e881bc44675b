// The framework's floor (bench/README.md): built with the shop's own Next and React, as the shop
// builds (Turbopack, production), with none of its code.
export default { poweredByHeader: false };
