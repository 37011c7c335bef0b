import { DEFAULT_LOCALE, isLocale, type Locale } from "../../core/locale.js";

/**
 * The words of the "This device" section (notifications, installing the app), in every language
 * of the project: unlike the rest of the app's chrome (ui-text.ts), they talk to someone who may
 * only ever see the app on a phone.
 */
export interface DeviceText {
  thisDevice: string;
  notifyMe: string;
  tokenNote: string;
  unsupported: string;
  denied: string;
  iosHomeScreenOnly: string;
  failed: string;
  installApp: string;
  iosInstallSteps: string;
}

const DEVICE_TEXT: Record<Locale, DeviceText> = {
  en: {
    thisDevice: "This device",
    notifyMe: "Notify me on this device",
    tokenNote:
      "Turning this on keeps the access token on this device, so a notification can send your answer.",
    unsupported: "This browser cannot show notifications from the app.",
    denied: "Notifications are blocked for this site in the browser's settings.",
    iosHomeScreenOnly:
      "On iPhone and iPad, notifications work only in the app added to the Home Screen (iOS 16.4 or later).",
    failed: "Notifications could not be switched. Try again.",
    installApp: "Install app",
    iosInstallSteps: "To install the app: tap Share, then Add to Home Screen.",
  },
  de: {
    thisDevice: "Dieses Gerät",
    notifyMe: "Auf diesem Gerät benachrichtigen",
    tokenNote:
      "Eingeschaltet bleibt das Zugangstoken auf diesem Gerät, damit eine Benachrichtigung deine Antwort senden kann.",
    unsupported: "Dieser Browser kann keine Benachrichtigungen der App anzeigen.",
    denied: "Benachrichtigungen sind für diese Seite in den Browsereinstellungen blockiert.",
    iosHomeScreenOnly:
      "Auf iPhone und iPad funktionieren Benachrichtigungen nur in der App auf dem Home-Bildschirm (ab iOS 16.4).",
    failed: "Die Benachrichtigungen ließen sich nicht umschalten. Versuche es erneut.",
    installApp: "App installieren",
    iosInstallSteps: "So installierst du die App: Teilen antippen, dann „Zum Home-Bildschirm“.",
  },
  th: {
    thisDevice: "อุปกรณ์นี้",
    notifyMe: "แจ้งเตือนฉันบนอุปกรณ์นี้",
    tokenNote: "เมื่อเปิดใช้ โทเค็นการเข้าถึงจะถูกเก็บไว้ในอุปกรณ์นี้ เพื่อให้ส่งคำตอบจากการแจ้งเตือนได้",
    unsupported: "เบราว์เซอร์นี้แสดงการแจ้งเตือนจากแอปไม่ได้",
    denied: "การแจ้งเตือนของเว็บไซต์นี้ถูกบล็อกไว้ในการตั้งค่าเบราว์เซอร์",
    iosHomeScreenOnly:
      "บน iPhone และ iPad การแจ้งเตือนใช้ได้เฉพาะในแอปที่เพิ่มไปยังหน้าจอโฮมแล้ว (iOS 16.4 ขึ้นไป)",
    failed: "เปิดหรือปิดการแจ้งเตือนไม่สำเร็จ ลองอีกครั้ง",
    installApp: "ติดตั้งแอป",
    iosInstallSteps: "วิธีติดตั้งแอป: แตะ แชร์ แล้วแตะ เพิ่มไปยังหน้าจอโฮม",
  },
};

/**
 * The language of the session in view; with none, the first of the browser's preferred languages
 * the project speaks; else English.
 */
export function deviceLocale(sessionLocale: Locale | undefined): Locale {
  if (sessionLocale) return sessionLocale;
  for (const tag of navigator.languages) {
    const language = tag.toLowerCase().split(/[-_]/u)[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

export function deviceText(locale: Locale): DeviceText {
  return DEVICE_TEXT[locale];
}
