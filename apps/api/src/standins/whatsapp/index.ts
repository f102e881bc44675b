/** The WhatsApp Cloud API stand-in's face: what the shop's tests (and a demo) may use. */
export {
  type AcceptedWhatsapp,
  type StartedWhatsappStandin,
  startWhatsappStandin,
  type WhatsappControls,
  type WhatsappStandinOptions,
  whatsappStandin,
} from './standin.js';
