import type { Catalogue } from "./translate";

/**
 * Bulgarian for every message the product shows, keyed by its English text: the *_MESSAGES
 * constants and schema messages of src/core, the API's own errors (src/server), and the web
 * client's network errors. `{name}` marks a parameter (see translate.ts). The missing-key
 * test (messages-bg.test.ts) fails when a core message has no entry here.
 */
export const MESSAGES_BG: Catalogue = {
  // ── Sign-in, sign-up, recovery (AUTH_MESSAGES) ─────────────────────────────────────────
  "Invalid administrator credentials": "Невалидни данни за вход на администратор",
  "Email verification is required. Please check your email or contact support to verify your account.":
    "Нужно е потвърждение на имейла. Проверете пощата си или се свържете с поддръжката, за да потвърдите профила си.",
  "Please check your email to verify your account. If you don't see it, check your spam folder.":
    "Проверете пощата си, за да потвърдите профила си. Ако не виждате писмото, проверете папката за спам.",
  "Invalid login credentials. Please check your email and password.": "Невалидни данни за вход. Проверете имейла и паролата си.",
  "Forgot your password? Use 'Forgot password' to reset it.": "Забравена парола? Използвайте „Забравена парола“, за да я смените.",
  "Self-registration is disabled. Please contact the administrator.": "Самостоятелната регистрация е изключена. Свържете се с администратора.",
  "Please enter your email first": "Първо въведете имейла си",
  "Password reset link sent to your email": "Изпратихме ви имейл с връзка за смяна на паролата",
  "Failed to send reset password email": "Неуспешно изпращане на имейла за смяна на паролата",
  "Sign up failed": "Неуспешна регистрация",
  "Failed to sign in": "Неуспешен вход",
  "Authentication failed": "Неуспешно удостоверяване",
  "Failed to sign out": "Неуспешен изход",
  "Registration successful! Please check your email to verify your account.":
    "Регистрацията е успешна! Проверете пощата си, за да потвърдите профила си.",
  "Welcome back, {email}": "Добре дошли отново, {email}",
  "Welcome, Administrator!": "Добре дошли, администратор!",
  "Login successful!": "Успешен вход!",
  "Successfully signed in!": "Влязохте успешно!",
  "You have been signed out": "Излязохте от профила си",
  "You have been successfully signed out": "Излязохте успешно от профила си",
  "Please set your new password": "Моля, задайте новата си парола",
  "Your profile has been updated": "Профилът ви е обновен",
  "You must be logged in to access this page": "Трябва да влезете в профила си, за да отворите тази страница",
  "You don't have permission to access this page": "Нямате достъп до тази страница",
  "Access denied. Admin privileges required.": "Достъпът е отказан. Нужни са администраторски права.",
  "Too many attempts. Please wait a minute and try again.": "Твърде много опити. Изчакайте минута и опитайте отново.",
  "Invalid code. Please try again.": "Невалиден код. Опитайте отново.",
  "Your sign-in has expired. Please sign in again.": "Входът ви изтече. Моля, влезте отново.",
  "Too many wrong codes. Two-factor sign-in is locked for 15 minutes; please try again later.":
    "Твърде много грешни кодове. Двуфакторният вход е заключен за 15 минути; опитайте по-късно.",
  "This reset link is invalid or has expired. Please request a new one.":
    "Тази връзка за смяна на паролата е невалидна или е изтекла. Поискайте нова.",
  "Please enter your password": "Моля, въведете паролата си",
  "Please enter your full name": "Моля, въведете пълното си име",
  "Please confirm your new password": "Моля, потвърдете новата си парола",

  // ── Passwords (PASSWORD_MESSAGES) ──────────────────────────────────────────────────────
  "At least 10 characters, and not a commonly used password.": "Поне 10 знака и да не е често използвана парола.",
  "Please enter a password": "Моля, въведете парола",
  "Password must be at least 10 characters.": "Паролата трябва да е поне 10 знака.",
  "Password must be at most 128 characters.": "Паролата трябва да е най-много 128 знака.",
  "This password is too common. Please choose a less predictable one.": "Тази парола е твърде често срещана. Изберете по-трудна за отгатване.",

  // ── Lengths (schema messages with a limit) ─────────────────────────────────────────────
  "Name is too long ({max} characters at most)": "Името е твърде дълго (най-много {max} знака)",
  "Full name is too long ({max} characters at most)": "Пълното име е твърде дълго (най-много {max} знака)",
  "Phone is too long ({max} characters at most)": "Телефонът е твърде дълъг (най-много {max} знака)",
  "Address is too long ({max} characters at most)": "Адресът е твърде дълъг (най-много {max} знака)",
  "Title is too long ({max} characters at most)": "Заглавието е твърде дълго (най-много {max} знака)",
  "Description is too long ({max} characters at most)": "Описанието е твърде дълго (най-много {max} знака)",
  "Message is too long ({max} characters at most)": "Съобщението е твърде дълго (най-много {max} знака)",
  "Notes are too long ({max} characters at most)": "Бележките са твърде дълги (най-много {max} знака)",
  "At most {n} documents per task": "Най-много {n} документа на задача",
  "The message is too long ({max} characters at most)": "Съобщението е твърде дълго (най-много {max} знака)",
  "The subject is too long ({max} characters at most)": "Темата е твърде дълга (най-много {max} знака)",
  "Subject is too long ({max} characters at most)": "Темата е твърде дълга (най-много {max} знака)",
  "Reply is too long ({max} characters at most)": "Отговорът е твърде дълъг (най-много {max} знака)",
  "At most {n} attachments per message": "Най-много {n} прикачени файла към съобщение",
  "Use a date like 2026-01-31": "Въведете дата във вида 2026-01-31",
  "Choose comma or semicolon as the separator": "Изберете запетая или точка и запетая за разделител",
  "You have uploaded as much as one account may in a day. Please try again tomorrow.": "Качихте толкова, колкото един профил може за един ден. Опитайте отново утре.",
  "As much has been uploaded from your network today as we accept in a day. Please try again tomorrow.":
    "От вашата мрежа днес е качено толкова, колкото приемаме за един ден. Опитайте отново утре.",
  "This payment is being opened in another tab. Please try again in a moment.": "Това плащане се отваря в друг раздел. Опитайте отново след малко.",
  "This payment arrived after its payment request was paid or cancelled. It will be refunded to the card it came from.":
    "Това плащане пристигна, след като искането за плащане вече беше платено или отменено. Сумата ще бъде възстановена по картата, от която е платена.",

  // ── Contact (CONTACT_MESSAGES) ─────────────────────────────────────────────────────────
  "Please enter your name": "Моля, въведете името си",
  "Please enter your email address": "Моля, въведете имейл адреса си",
  "Please enter a valid email address": "Моля, въведете валиден имейл адрес",
  "Please select the type of help needed": "Моля, изберете вида помощ, от която имате нужда",
  "Please enter your message": "Моля, въведете съобщението си",
  "Please fill all required fields": "Моля, попълнете всички задължителни полета",
  "Message sent successfully!": "Съобщението е изпратено успешно!",
  "Failed to save your contact information. Please try again.": "Неуспешно запазване на данните ви. Моля, опитайте отново.",

  // ── Newsletter (NEWSLETTER_MESSAGES) ───────────────────────────────────────────────────
  "Almost there! Check your inbox for a link to confirm your subscription.":
    "Почти готово! Проверете пощата си за връзка, с която да потвърдите абонамента.",
  "You're subscribed. Thank you!": "Абонирахте се. Благодарим ви!",
  "You have been unsubscribed. You will not receive any more emails from us.":
    "Отписахте се. Няма да получавате повече имейли от нас.",
  "This link is invalid or has expired.": "Тази връзка е невалидна или е изтекла.",

  // ── Cart and checkout (CART_MESSAGES, CHECKOUT_MESSAGES) ───────────────────────────────
  "Your cart is empty": "Количката ви е празна",
  "Please confirm your tip preference": "Моля, потвърдете избора си за бакшиш",
  "useCart must be used within a CartProvider": "useCart трябва да се използва в CartProvider",
  "Quantity must be a whole number from 1 to 100": "Количеството трябва да е цяло число от 1 до 100",
  "This item is sold one at a time": "Този артикул се продава по един",
  "Please enter a valid amount": "Моля, въведете валидна сума",
  "The custom amount must be at least 1.00": "Сумата по избор трябва да е поне 1,00",
  "The custom amount cannot be more than 10,000.00": "Сумата по избор не може да е повече от 10 000,00",
  "Please enter a valid tip amount": "Моля, въведете валиден бакшиш",
  "The tip cannot be more than 10,000.00": "Бакшишът не може да е повече от 10 000,00",
  "Unknown item in the cart": "Непознат артикул в количката",
  "Please choose a prepaid hours pack of 1, 3, 5 or 10 hours": "Моля, изберете пакет предплатени часове от 1, 3, 5 или 10 часа",
  "Prepaid hours are bought on their own: pay for the other items first, or remove them": "Предплатените часове се купуват отделно: първо платете другите артикули или ги премахнете",
  "One document per translation order, please": "Моля, по един документ на поръчка за превод",
  "Translation details were sent without a translation item": "Данните за превод са изпратени без артикул за превод",
  "Too many items in the cart (50 at most)": "Твърде много артикули в количката (най-много 50)",
  "Payment processing failed": "Обработката на плащането е неуспешна",
  "Failed to create checkout session": "Неуспешно създаване на сесия за плащане",
  "Failed to process payment": "Неуспешно обработване на плащането",
  "Please enter your email address so we can send your receipt and contact you about your order":
    "Моля, въведете имейл адреса си, за да ви изпратим касовата бележка и да се свържем с вас за поръчката",
  "Please keep the note to 1000 characters": "Моля, ограничете бележката до 1000 знака",
  "The order total must be at least {amount}": "Общата сума на поръчката трябва да е поне {amount}",
  "Payment successful": "Плащането е успешно",
  "Payment has not been completed yet": "Плащането още не е завършено",
  "The payment was declined": "Плащането беше отказано",
  "The checkout session has expired": "Сесията за плащане е изтекла",
  "Checkout session not found": "Сесията за плащане не е намерена",
  "This checkout session has expired. Please return to your cart and try again.":
    "Тази сесия за плащане е изтекла. Върнете се в количката и опитайте отново.",
  "Your card was declined. Please try a different card.": "Картата ви беше отказана. Опитайте с друга карта.",
  "Your card has insufficient funds. Please try a different card.": "Картата ви няма достатъчна наличност. Опитайте с друга карта.",
  "Your card number is incorrect.": "Номерът на картата е грешен.",
  "Your card's expiration date is incomplete.": "Срокът на валидност на картата е непълен.",
  "Your card's expiration date is in the past.": "Срокът на валидност на картата е изтекъл.",
  "Your card's security code is incomplete.": "Кодът за сигурност на картата е непълен.",
  "Please enter the name on your card.": "Моля, въведете името, изписано на картата.",

  // ── Clients and hours (CLIENT_MESSAGES, HOURS) ─────────────────────────────────────────
  "Please fill in all fields": "Моля, попълнете всички полета",
  "Creating new client account...": "Създаване на профил на клиента...",
  "Client added successfully!": "Клиентът е добавен успешно!",
  "An invitation to choose a password is on its way to the client's email.": "Поканата за избор на парола е изпратена на имейла на клиента.",
  "Invitation sent again. The earlier link no longer works.": "Поканата е изпратена отново. Предишната връзка вече не работи.",
  "This client has already set a password: there is no invitation to resend.": "Този клиент вече е избрал парола: няма покана за повторно изпращане.",
  "Please choose the client's language": "Моля, изберете езика на клиента",
  // ── Canned replies (CANNED_REPLY_MESSAGES) ─────────────────────────────────────────────
  "Please give the reply a title": "Моля, дайте заглавие на отговора",
  "Title is too long (80 characters at most)": "Заглавието е твърде дълго (най-много 80 знака)",
  "Please write the reply in English or Bulgarian": "Моля, напишете отговора на английски или на български",
  "The reply is too long (10000 characters at most)": "Отговорът е твърде дълъг (най-много 10000 знака)",
  "Canned reply saved": "Готовият отговор е запазен",
  "Canned reply deleted": "Готовият отговор е изтрит",
  "Canned reply not found": "Готовият отговор не е намерен",
  "This invitation link no longer works. It was already used, replaced by a newer one, or it expired. Ask us to send a new invitation, or use “Forgot password” on the sign-in page.":
    "Тази връзка за покана вече не работи. Тя е използвана, заменена с по-нова или е изтекла. Помолете ни да ви изпратим нова покана или използвайте „Забравена парола“ на страницата за вход.",
  "A client with this email already exists": "Вече има клиент с този имейл",
  "Client information updated successfully": "Данните на клиента са обновени успешно",
  "Client not found": "Клиентът не е намерен",
  "Please enter a valid number of hours": "Моля, въведете валиден брой часове",
  "Please enter a description": "Моля, въведете описание",
  "Insufficient hours balance": "Недостатъчен баланс от часове",
  "This task has no unpaid time left to bill": "По тази задача няма останало неплатено време за плащане",
  "Not provided": "Не е посочен",
  "No clients available yet. Add your first client using the button above.":
    "Все още няма клиенти. Добавете първия си клиент с бутона по-горе.",
  "Please enter a valid phone number": "Моля, въведете валиден телефонен номер",
  "Failed to add client: {reason}": "Неуспешно добавяне на клиент: {reason}",
  "Failed to update client: {reason}": "Неуспешно обновяване на клиента: {reason}",
  "Successfully deducted {hours} hours": "Успешно удържани {hours} часа",
  "Failed to deduct hours: {reason}": "Неуспешно удържане на часове: {reason}",
  "Failed to load clients: {reason}": "Неуспешно зареждане на клиентите: {reason}",
  "Failed to load client details: {reason}": "Неуспешно зареждане на данните за клиента: {reason}",
  "Failed to load client tasks: {reason}": "Неуспешно зареждане на задачите на клиента: {reason}",
  "Failed to load client documents: {reason}": "Неуспешно зареждане на документите на клиента: {reason}",
  "Failed to load client payments: {reason}": "Неуспешно зареждане на плащанията на клиента: {reason}",
  "Failed to load your prepaid hours information": "Неуспешно зареждане на информацията за предплатените ви часове",
  "Failed to complete the purchase": "Неуспешно завършване на покупката",
  "This page link is no longer valid. Please start from the first page.":
    "Тази връзка към страница вече не е валидна. Започнете от първата страница.",

  // ── Documents and uploads (DOCUMENT_MESSAGES, UPLOAD_MESSAGES) ─────────────────────────
  "Please fill in all required fields and select a file": "Моля, попълнете всички задължителни полета и изберете файл",
  "Only admins can upload documents": "Само администратори могат да качват документи",
  "Uploading document...": "Качване на документа...",
  "Document uploaded successfully": "Документът е качен успешно",
  "No documents available yet. Upload a document using the button above.":
    "Все още няма документи. Качете документ с бутона по-горе.",
  "Deleted after 30 days": "Изтрит след 30 дни",
  "Deleted by the operator": "Изтрит от оператора",
  "Delete this document? The file is removed for good; the record stays.":
    "Да изтрием ли документа? Файлът се премахва завинаги; записът остава.",
  "Document deleted": "Документът е изтрит",
  "This document is no longer available.": "Този документ вече не е наличен.",
  "Failed to upload document: {message}": "Неуспешно качване на документа: {message}",
  "Failed to create document record: {message}": "Неуспешно създаване на запис за документа: {message}",
  "Failed to load documents: {message}": "Неуспешно зареждане на документите: {message}",
  "File is too large. Maximum size is 5MB.": "Файлът е твърде голям. Максималният размер е 5 MB.",
  "Invalid file type. Please upload a supported document format.": "Невалиден вид файл. Моля, качете документ в поддържан формат.",
  "Document selected successfully!": "Документът е избран успешно!",
  "The file is empty. Please choose another document.": "Файлът е празен. Моля, изберете друг документ.",
  "A document of this task is no longer available. Please upload it again.":
    "Документ от тази задача вече не е наличен. Моля, качете го отново.",
  "The uploaded file is no longer available. Please upload it again.": "Каченият файл вече не е наличен. Моля, качете го отново.",
  "The upload was interrupted before the whole file arrived. Please try again.":
    "Качването прекъсна, преди да пристигне целият файл. Моля, опитайте отново.",
  "The file's name is missing (X-File-Name header).": "Липсва името на файла (заглавка X-File-Name).",
  "The file's name could not be read.": "Името на файла не може да бъде прочетено.",

  // ── Payments (PAYMENT_MESSAGES) ────────────────────────────────────────────────────────
  "Please fill in all required fields": "Моля, попълнете всички задължителни полета",
  "Please specify how many hours are being purchased": "Моля, посочете колко часа се купуват",
  "The amount cannot be more than 100,000.00": "Сумата не може да е повече от 100 000,00",
  "Payment recorded successfully": "Плащането е записано успешно",
  "Receipt sent": "Касовата бележка е изпратена",
  "This payment has no email address to send a receipt to": "За това плащане няма имейл адрес, на който да изпратим бележка",
  "Payment request sent": "Искането за плащане е изпратено",
  "Payment request cancelled": "Искането за плащане е отменено",
  "This payment request is no longer open": "Това искане за плащане вече не е отворено",
  "Payment not found": "Плащането не е намерено",
  "Payment request not found": "Искането за плащане не е намерено",
  "Failed to record payment: {reason}": "Неуспешно записване на плащането: {reason}",
  "Failed to load payments: {reason}": "Неуспешно зареждане на плащанията: {reason}",

  // ── Receivables and pay links (RECEIVABLE_MESSAGES) ────────────────────────────────────
  "Choose a due date from today to a year from now": "Изберете срок за плащане от днес до една година напред",
  "Reminder sent": "Напомнянето е изпратено",
  "A reminder was sent less than 24 hours ago. You can send the next one 24 hours after the last.":
    "Преди по-малко от 24 часа вече е изпратено напомняне. Следващото може да изпратите 24 часа след последното.",
  "This payment link is not valid any more. It may have been paid or cancelled.": "Тази връзка за плащане вече не е валидна. Възможно е плащането да е извършено или отменено.",

  // ── Invoices (INVOICE_MESSAGES) ────────────────────────────────────────────────────────
  "Please enter the company name": "Въведете името на фирмата",
  "Please enter the company address": "Въведете адреса на фирмата",
  "Please enter a valid EIK (9 or 13 digits)": "Въведете валиден ЕИК (9 или 13 цифри)",
  "Please enter a valid VAT number (e.g. BG123456789)": "Въведете валиден ДДС номер (напр. BG123456789)",
  "Invoice issued": "Фактурата е издадена",
  "An invoice has already been issued for this payment": "За това плащане вече е издадена фактура",
  "Invoices cannot be issued until the seller's name, address and EIK are set": "Не могат да се издават фактури, докато не са въведени името, адресът и ЕИК на продавача",
  "Invoice not found": "Фактурата не е намерена",

  // ── Settings and profile (SETTINGS_MESSAGES) ───────────────────────────────────────────
  "Settings saved successfully": "Настройките са запазени успешно",
  "Profile updated!": "Профилът е обновен!",
  "Failed to update profile": "Неуспешно обновяване на профила",
  "Failed to load profile": "Неуспешно зареждане на профила",
  "To change your email, please contact support": "За да смените имейла си, свържете се с поддръжката",
  "New passwords do not match": "Новите пароли не съвпадат",
  "Password updated successfully": "Паролата е сменена успешно",
  "Please fill in all password fields": "Моля, попълнете всички полета за парола",
  "Your current password is incorrect.": "Текущата ви парола е грешна.",
  "Please type DELETE to confirm": "Моля, напишете DELETE за потвърждение",
  "Please enter your password to confirm": "Моля, въведете паролата си за потвърждение",
  "Your account has been deleted": "Профилът ви е изтрит",
  "You are the last administrator. Promote another administrator before deleting this account.":
    "Вие сте последният администратор. Повишете друг администратор, преди да изтриете този профил.",
  "Please choose a language from the list": "Моля, изберете език от списъка",
  "Incorrect password. Please try again.": "Грешна парола. Опитайте отново.",
  "For your security, please sign in again to do this.": "За ваша сигурност влезте отново, за да направите това.",
  "This field cannot be changed.": "Това поле не може да бъде променено.",
  "Profile pictures are not supported.": "Профилни снимки не се поддържат.",
  "Role must be admin or member": "Ролята трябва да е администратор или клиент",
  "Invalid code": "Невалиден код",
  "Invalid webhook signature": "Невалиден подпис на уебкуката",
  "Administrators must enable two-factor authentication first. Go to Settings → Security.":
    "Администраторите трябва първо да включат двуфакторно удостоверяване. Отидете в Настройки → Сигурност.",
  "This is the last administrator. Promote another administrator first.":
    "Това е последният администратор. Първо повишете друг администратор.",

  // ── Tasks (TASK_MESSAGES) ──────────────────────────────────────────────────────────────
  "You must be logged in to submit a task": "Трябва да влезете в профила си, за да изпратите задача",
  "Please enter a title for your task": "Моля, въведете заглавие на задачата",
  "Your task has been submitted successfully!": "Задачата ви беше изпратена успешно!",
  "Submitting...": "Изпращане...",
  "Loading tasks...": "Зареждане на задачите...",
  "Loading your tasks...": "Зареждане на задачите ви...",
  "No tasks available yet.": "Все още няма задачи.",
  "Request a task using the button above.": "Поискайте задача с бутона по-горе.",
  "This task is completed; documents can no longer be added.": "Задачата е завършена; към нея вече не могат да се добавят документи.",
  "Task updated": "Задачата е обновена",
  "Task not found": "Задачата не е намерена",
  "Unknown task": "Непозната задача",
  "Please choose an urgency": "Моля, изберете спешност",
  "Please choose a status": "Моля, изберете статус",
  "Failed to submit task: {message}": "Неуспешно изпращане на задачата: {message}",
  "Failed to load tasks: {message}": "Неуспешно зареждане на задачите: {message}",
  "Failed to update task: {message}": "Неуспешно обновяване на задачата: {message}",

  // ── Translation (TRANSLATION_MESSAGES) ─────────────────────────────────────────────────
  "Please fill in all required fields and upload a document.": "Моля, попълнете всички задължителни полета и качете документ.",
  "Translation request submitted successfully!": "Заявката за превод е изпратена успешно!",
  "Your document upload has expired. Please upload the document again.": "Каченият документ е изтекъл. Моля, качете документа отново.",
  "No session ID found in URL. Payment verification failed.": "В адреса няма идентификатор на сесия. Проверката на плащането е неуспешна.",
  "Still processing payment, retrying verification...": "Плащането още се обработва, проверяваме отново...",
  "Payment verification failed after several attempts": "Проверката на плащането е неуспешна след няколко опита",
  "An error occurred verifying the payment.": "Възникна грешка при проверката на плащането.",
  "An unexpected error occurred. Please try again or contact support.": "Възникна неочаквана грешка. Опитайте отново или се свържете с поддръжката.",
  "Payment verification failed: {reason}": "Проверката на плащането е неуспешна: {reason}",

  // ── Messages (MESSAGES) ────────────────────────────────────────────────────────────────
  "Failed to send message: {message}": "Неуспешно изпращане на съобщението: {message}",
  "Failed to load messages: {message}": "Неуспешно зареждане на съобщенията: {message}",
  "Failed to update message: {message}": "Неуспешно обновяване на съобщението: {message}",
  "The subject must be a single line": "Темата трябва да е на един ред",
  "Administrators write to a client with Compose New or Reply.": "Администраторите пишат на клиент с „Ново съобщение“ или „Отговори“.",
  "Administrators open messages one at a time.": "Администраторите отварят съобщенията едно по едно.",
  "Too many open tabs. Close some and reload this page.": "Отворени са твърде много раздели. Затворете някои и презаредете страницата.",
  "Live updates are busy right now; the bell checks for news every 30 seconds.":
    "Известията на живо са заети в момента; камбанката проверява за новини на всеки 30 секунди.",
  // Only the test-only session route (NODE_ENV=test) says this; it is never served in production.
  "Wrong password for this test user": "Грешна парола за този тестов потребител",
  "An attachment is no longer available. Please upload it again.": "Прикаченият файл вече не е наличен. Моля, качете го отново.",

  // ── Contact inbox (CONTACT_INBOX_MESSAGES) ─────────────────────────────────────────────
  "Please enter a subject": "Моля, въведете тема",
  "Please enter your reply": "Моля, въведете отговора си",
  "Reply sent": "Отговорът е изпратен",
  "Status updated": "Статусът е променен",
  "This email already has a client account: the message is now linked to it.": "Този имейл вече има клиентски профил: запитването е свързано с него.",
  "Task created": "Задачата е създадена",
  "This message is already linked to a client": "Това запитване вече е свързано с клиент",
  "This message has already become a task": "От това запитване вече е създадена задача",
  "Convert the message into a client first, or choose a client": "Първо превърнете запитването в клиент или изберете клиент",
  "Contact request not found": "Запитването не е намерено",

  // ── Orders inbox (ORDER_MESSAGES) ──────────────────────────────────────────────────────
  "Order not found": "Поръчката не е намерена",
  "The order is now linked to the client account with its email.": "Поръчката е свързана с клиентския профил с нейния имейл.",
  "This order is already linked to a client": "Тази поръчка вече е свързана с клиент",
  "This order has no email address to link a client by": "Тази поръчка няма имейл, по който да се свърже клиент",
  "This order has already become a task": "От тази поръчка вече е създадена задача",
  "Link the order to a client first": "Първо свържете поръчката с клиент",

  // ── Translation requests (TRANSLATION_ADMIN_MESSAGES) ──────────────────────────────────
  "Translation request not found": "Заявката за превод не е намерена",
  "Summary delivered: the customer has been emailed a download link": "Резюмето е доставено: клиентът получи имейл с връзка за изтегляне",
  "This download link has expired or is not valid.": "Тази връзка за изтегляне е изтекла или не е валидна.",
  "This request is delivered. Deliver a new summary to change it.": "Тази заявка е доставена. Доставете ново резюме, за да я промените.",

  // ── The API and the network ────────────────────────────────────────────────────────────
  "Not found": "Не е намерено",
  "Invalid request": "Невалидна заявка",
  "Invalid value": "Невалидна стойност",
  "The request is too large.": "Заявката е твърде голяма.",
  "Unsupported content type.": "Неподдържан вид съдържание.",
  "Invalid Content-Length.": "Невалидна дължина на съдържанието.",
  "The request body is empty.": "Заявката е празна.",
  "The request body is not valid JSON.": "Заявката не е валиден JSON.",
  "The request could not be understood.": "Заявката не може да бъде разбрана.",
  "The request contains characters that are not allowed.": "Заявката съдържа непозволени знаци.",
  "This request came from another site and was refused.": "Тази заявка дойде от друг сайт и беше отказана.",
  "Something went wrong on our side. Please try again.": "Нещо се обърка при нас. Моля, опитайте отново.",
  "The service is briefly unavailable. Please try again in a few seconds.": "Услугата е временно недостъпна. Опитайте отново след няколко секунди.",
  "There is no room left to store files right now. Please try again later.": "В момента няма място за съхраняване на файлове. Опитайте отново по-късно.",
  "We couldn't reach the server. Please check your connection and try again.":
    "Не успяхме да се свържем със сървъра. Проверете връзката си и опитайте отново.",
  "Request failed ({status}).": "Заявката е неуспешна ({status}).",
  "Something went wrong. Please try again.": "Нещо се обърка. Моля, опитайте отново.",

  // ── Appointments (APPOINTMENT_MESSAGES) ─────────────────────────────────────────────────
  "Use a time like 09:30": "Въведете час като 09:30",
  "The end must be after the start": "Краят трябва да е след началото",
  "Too many exceptions (200 at most)": "Твърде много изключения (най-много 200)",
  "This date already has an exception": "Тази дата вече има изключение",
  "The buffer must be a whole number of minutes from 0 to 240": "Почивката трябва да е цял брой минути от 0 до 240",
  "Booking ahead must be a whole number of days from 1 to 365": "Записването напред трябва да е цял брой дни от 1 до 365",
  "The notice must be a whole number of hours from 0 to 720": "Предизвестието трябва да е цял брой часове от 0 до 720",
  "Please choose a service": "Моля, изберете услуга",
  "Please choose one of the service's durations": "Моля, изберете една от продължителностите на услугата",
  "Please choose where the appointment happens": "Моля, изберете къде ще е срещата",
  "Please choose a time": "Моля, изберете час",
  "Please say what the appointment is for": "Моля, напишете за какво е срещата",
  "The description is too long (1000 characters at most)": "Описанието е твърде дълго (най-много 1000 знака)",
  "Please enter the address where we meet": "Моля, въведете адреса, на който ще се срещнем",
  "The address is too long (500 characters at most)": "Адресът е твърде дълъг (най-много 500 знака)",
  "This time is in the past. Please choose another time.": "Този час е в миналото. Моля, изберете друг час.",
  "This time is too soon to book. Please choose a later time.": "Този час е твърде скоро за записване. Моля, изберете по-късен час.",
  "This time is too far ahead to book. Please choose an earlier time.": "Този час е твърде далеч напред. Моля, изберете по-ранен час.",
  "This time is outside our opening hours. Please choose one of the free times.": "Този час е извън работното ни време. Моля, изберете един от свободните часове.",
  "This time was just taken. Please choose another time.": "Този час току-що беше зает. Моля, изберете друг час.",
  "You do not have enough prepaid hours for this appointment. Please pay by card instead.": "Нямате достатъчно предплатени часове за тази среща. Моля, платете с карта.",
  "Sign in to pay with prepaid hours": "Влезте в профила си, за да платите с предплатени часове",
  "Availability saved": "Наличността е запазена",
  "This cancellation link is not valid or no longer works. Please use the link in your latest email about the appointment.":
    "Тази връзка за отмяна не е валидна или вече не работи. Използвайте връзката от последния имейл за срещата.",
  "This link to pick another time is not valid or no longer works. Please use the link in your latest email about the appointment.":
    "Тази връзка за избор на друг час не е валидна или вече не работи. Използвайте връзката от последния имейл за срещата.",
  "This appointment can no longer be moved online: it is less than 24 hours away. Please reply to your confirmation email.":
    "Тази среща вече не може да се премести онлайн: остават по-малко от 24 часа. Моля, отговорете на имейла с потвърждението.",
  "This appointment can no longer be cancelled online: it is less than 24 hours away. Please reply to your confirmation email.":
    "Тази среща вече не може да се отмени онлайн: остават по-малко от 24 часа. Моля, отговорете на имейла с потвърждението.",
  "This appointment is already cancelled.": "Тази среща вече е отменена.",
  "Please choose a day": "Моля, изберете ден",
  "Appointment not found": "Срещата не е намерена",
  "Only a confirmed appointment can be moved, cancelled or marked done.": "Само потвърдена среща може да се премести, отмени или отбележи като проведена.",
  "Please enter the time spent, in half hours": "Моля, въведете отделеното време на стъпки от половин час",
  "Please choose a client": "Моля, изберете клиент",
  "Please choose how it is paid": "Моля, изберете как се плаща",
  "This time overlaps another appointment (or the buffer after it). Please choose another time.": "Този час се застъпва с друга среща (или с почивката след нея). Моля, изберете друг час.",
  "The client does not have enough prepaid hours for this appointment. Choose unpaid or send a payment request.":
    "Клиентът няма достатъчно предплатени часове за тази среща. Изберете „неплатена“ или изпратете искане за плащане.",
  "Appointment cancelled": "Срещата е отменена",
};
