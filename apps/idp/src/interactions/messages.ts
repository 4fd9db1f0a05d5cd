/**
 * Every string the IdP shows, in the ten Kado locales. `Messages` is spelled out once, so a locale
 * that misses (or misspells) a key is a type error.
 */
import { localeInfo, type LocaleCode } from '@kado/shared';

export interface Messages {
  signInTitle: string;
  signInIntro: string;
  signUpTitle: string;
  signUpIntro: string;
  emailLabel: string;
  nameLabel: string;
  passwordLabel: string;
  newPasswordHint: string;
  signInSubmit: string;
  signUpSubmit: string;
  noAccountYet: string;
  goToSignUp: string;
  alreadyHaveAccount: string;
  goToSignIn: string;
  cancel: string;
  errorSummaryTitle: string;
  invalidCredentials: string;
  emailRequired: string;
  emailInvalid: string;
  nameInvalid: string;
  passwordRequired: string;
  passwordLength: string;
  passwordCommon: string;
  passwordWeak: string;
  /** `{time}`: how long to wait, in the locale's words (formatWait). */
  tooManyAttempts: string;
  logoutTitle: string;
  logoutIntro: string;
  logoutSubmit: string;
  loggedOutTitle: string;
  loggedOutIntro: string;
  expiredTitle: string;
  expiredIntro: string;
  errorTitle: string;
  errorIntro: string;
  backToKado: string;
  forgotPasswordLink: string;
  checkEmailTitle: string;
  checkEmailIntro: string;
  forgotTitle: string;
  forgotIntro: string;
  forgotSubmit: string;
  resetTitle: string;
  resetSubmit: string;
  resetDoneTitle: string;
  resetDoneIntro: string;
  linkInvalidTitle: string;
  linkInvalidIntro: string;
  verifyTitle: string;
  verifyIntro: string;
  verifySubmit: string;
  verifiedTitle: string;
  verifiedIntro: string;
  emailNotVerified: string;
  verifyEmailSubject: string;
  verifyEmailBody: string;
  resetEmailSubject: string;
  resetEmailBody: string;
  accountExistsSubject: string;
  accountExistsBody: string;
}

export const MESSAGES: Record<LocaleCode, Messages> = {
  en: {
    signInTitle: 'Sign in to Kado',
    signInIntro: 'Welcome back. Sign in to see your points and gift vouchers.',
    signUpTitle: 'Create your Kado account',
    signUpIntro: 'Keep all your points and gift vouchers in one wallet.',
    emailLabel: 'Email',
    nameLabel: 'Name',
    passwordLabel: 'Password',
    newPasswordHint: 'Use 12 to 128 characters.',
    signInSubmit: 'Sign in',
    signUpSubmit: 'Create account',
    noAccountYet: 'New to Kado?',
    goToSignUp: 'Create an account',
    alreadyHaveAccount: 'Already have an account?',
    goToSignIn: 'Sign in',
    cancel: 'Cancel',
    errorSummaryTitle: 'Please check the following',
    invalidCredentials:
      'The email or password is incorrect. After a few wrong tries, each new try waits a little longer.',
    emailRequired: 'Enter your email address.',
    emailInvalid: 'Enter a valid email address, like name@example.com.',
    nameInvalid: 'Enter your name (up to 80 characters).',
    passwordRequired: 'Enter your password.',
    passwordLength: 'Your password must be 12 to 128 characters long.',
    passwordCommon:
      'This password is one of the most common or leaked passwords, or built from one. Choose another.',
    passwordWeak:
      'This password is too easy to guess. Use a longer phrase of unrelated words, and not your name or email.',
    tooManyAttempts: 'Too many tries. For your security, wait {time}, then try again.',
    logoutTitle: 'Signing you out',
    logoutIntro: 'To finish signing out of Kado, select Sign out.',
    logoutSubmit: 'Sign out',
    loggedOutTitle: 'You are signed out',
    loggedOutIntro: 'You have signed out of Kado. You can close this page.',
    expiredTitle: 'This page has expired',
    expiredIntro:
      'For your security, sign-in pages expire after a while. Go back to Kado and try again.',
    errorTitle: 'Something went wrong',
    errorIntro: 'We could not complete your request. Go back to Kado and try again.',
    backToKado: 'Back to Kado',
    forgotPasswordLink: 'Forgot your password?',
    checkEmailTitle: 'Check your email',
    checkEmailIntro:
      'If this address can be used with Kado, we have just sent it an email. Open the link in it to continue.',
    forgotTitle: 'Reset your password',
    forgotIntro:
      'Enter the email of your Kado account and we will send you a link to choose a new password.',
    forgotSubmit: 'Send link',
    resetTitle: 'Choose a new password',
    resetSubmit: 'Save password',
    resetDoneTitle: 'Your password has been changed',
    resetDoneIntro:
      'For your security, you have been signed out everywhere. Sign in again with your new password.',
    linkInvalidTitle: 'This link no longer works',
    linkInvalidIntro: 'Links work only once and expire after a while. Ask for a new one.',
    verifyTitle: 'Confirm your email',
    verifyIntro: 'Confirm that this email address is yours to start using Kado.',
    verifySubmit: 'Confirm email',
    verifiedTitle: 'Your email is confirmed',
    verifiedIntro: 'Thank you. You can now sign in to Kado.',
    emailNotVerified: 'Confirm your email address first. We have sent you a new link.',
    verifyEmailSubject: 'Confirm your email for Kado',
    verifyEmailBody:
      'Welcome to Kado. Open this link to confirm your email address:\n\n{link}\n\nThe link works once, within 24 hours. If you did not create a Kado account, you can ignore this email.',
    resetEmailSubject: 'Reset your Kado password',
    resetEmailBody:
      'Open this link to choose a new password for Kado:\n\n{link}\n\nThe link works once, within 30 minutes. If you did not ask for it, ignore this email: your password stays the same.',
    accountExistsSubject: 'Your Kado account',
    accountExistsBody:
      'Someone tried to create a Kado account with this email address, but you already have one. Sign in as usual, or choose a new password with this link:\n\n{link}\n\nThe link works once, within 30 minutes. If this was not you, you can ignore this email.',
  },
  ms: {
    signInTitle: 'Log masuk ke Kado',
    signInIntro: 'Selamat kembali. Log masuk untuk melihat mata dan baucar hadiah anda.',
    signUpTitle: 'Cipta akaun Kado anda',
    signUpIntro: 'Simpan semua mata dan baucar hadiah anda dalam satu dompet.',
    emailLabel: 'E-mel',
    nameLabel: 'Nama',
    passwordLabel: 'Kata laluan',
    newPasswordHint: 'Gunakan 12 hingga 128 aksara.',
    signInSubmit: 'Log masuk',
    signUpSubmit: 'Cipta akaun',
    noAccountYet: 'Belum ada akaun Kado?',
    goToSignUp: 'Cipta akaun',
    alreadyHaveAccount: 'Sudah mempunyai akaun?',
    goToSignIn: 'Log masuk',
    cancel: 'Batal',
    errorSummaryTitle: 'Sila semak perkara berikut',
    invalidCredentials:
      'E-mel atau kata laluan tidak betul. Selepas beberapa percubaan yang salah, anda perlu menunggu sedikit lebih lama sebelum setiap percubaan baharu.',
    emailRequired: 'Masukkan alamat e-mel anda.',
    emailInvalid: 'Masukkan alamat e-mel yang sah, contohnya nama@example.com.',
    nameInvalid: 'Masukkan nama anda (sehingga 80 aksara).',
    passwordRequired: 'Masukkan kata laluan anda.',
    passwordLength: 'Kata laluan anda mestilah antara 12 hingga 128 aksara.',
    passwordCommon:
      'Kata laluan ini antara yang paling biasa atau pernah bocor, atau dibina daripadanya. Pilih yang lain.',
    passwordWeak:
      'Kata laluan ini terlalu mudah diteka. Gunakan frasa yang lebih panjang daripada perkataan yang tidak berkaitan, bukan nama atau e-mel anda.',
    tooManyAttempts:
      'Terlalu banyak percubaan. Demi keselamatan anda, tunggu {time}, kemudian cuba lagi.',
    logoutTitle: 'Sedang log keluar',
    logoutIntro: 'Untuk selesai log keluar daripada Kado, pilih Log keluar.',
    logoutSubmit: 'Log keluar',
    loggedOutTitle: 'Anda telah log keluar',
    loggedOutIntro: 'Anda telah log keluar daripada Kado. Anda boleh menutup halaman ini.',
    expiredTitle: 'Halaman ini telah tamat tempoh',
    expiredIntro:
      'Demi keselamatan anda, halaman log masuk tamat tempoh selepas beberapa ketika. Kembali ke Kado dan cuba lagi.',
    errorTitle: 'Berlaku masalah',
    errorIntro: 'Kami tidak dapat melengkapkan permintaan anda. Kembali ke Kado dan cuba lagi.',
    backToKado: 'Kembali ke Kado',
    forgotPasswordLink: 'Lupa kata laluan?',
    checkEmailTitle: 'Semak e-mel anda',
    checkEmailIntro:
      'Jika alamat ini boleh digunakan dengan Kado, kami baru sahaja menghantar e-mel kepadanya. Buka pautan di dalamnya untuk meneruskan.',
    forgotTitle: 'Tetapkan semula kata laluan',
    forgotIntro:
      'Masukkan e-mel akaun Kado anda dan kami akan menghantar pautan untuk memilih kata laluan baharu.',
    forgotSubmit: 'Hantar pautan',
    resetTitle: 'Pilih kata laluan baharu',
    resetSubmit: 'Simpan kata laluan',
    resetDoneTitle: 'Kata laluan anda telah ditukar',
    resetDoneIntro:
      'Demi keselamatan anda, anda telah dilog keluar di semua tempat. Log masuk semula dengan kata laluan baharu.',
    linkInvalidTitle: 'Pautan ini tidak lagi berfungsi',
    linkInvalidIntro:
      'Pautan hanya boleh digunakan sekali dan tamat tempoh selepas beberapa ketika. Minta pautan baharu.',
    verifyTitle: 'Sahkan e-mel anda',
    verifyIntro: 'Sahkan bahawa alamat e-mel ini milik anda untuk mula menggunakan Kado.',
    verifySubmit: 'Sahkan e-mel',
    verifiedTitle: 'E-mel anda telah disahkan',
    verifiedIntro: 'Terima kasih. Anda kini boleh log masuk ke Kado.',
    emailNotVerified:
      'Sahkan alamat e-mel anda dahulu. Kami telah menghantar pautan baharu kepada anda.',
    verifyEmailSubject: 'Sahkan e-mel anda untuk Kado',
    verifyEmailBody:
      'Selamat datang ke Kado. Buka pautan ini untuk mengesahkan alamat e-mel anda:\n\n{link}\n\nPautan ini boleh digunakan sekali, dalam tempoh 24 jam. Jika anda tidak membuat akaun Kado, abaikan e-mel ini.',
    resetEmailSubject: 'Tetapkan semula kata laluan Kado anda',
    resetEmailBody:
      'Buka pautan ini untuk memilih kata laluan baharu bagi Kado:\n\n{link}\n\nPautan ini boleh digunakan sekali, dalam tempoh 30 minit. Jika anda tidak memintanya, abaikan e-mel ini: kata laluan anda kekal sama.',
    accountExistsSubject: 'Akaun Kado anda',
    accountExistsBody:
      'Seseorang cuba membuat akaun Kado dengan alamat e-mel ini, tetapi anda sudah mempunyai akaun. Log masuk seperti biasa, atau pilih kata laluan baharu dengan pautan ini:\n\n{link}\n\nPautan ini boleh digunakan sekali, dalam tempoh 30 minit. Jika itu bukan anda, abaikan e-mel ini.',
  },
  vi: {
    signInTitle: 'Đăng nhập vào Kado',
    signInIntro: 'Chào mừng bạn trở lại. Đăng nhập để xem điểm và voucher của bạn.',
    signUpTitle: 'Tạo tài khoản Kado',
    signUpIntro: 'Lưu giữ mọi điểm và voucher trong một ví duy nhất.',
    emailLabel: 'Email',
    nameLabel: 'Họ và tên',
    passwordLabel: 'Mật khẩu',
    newPasswordHint: 'Dùng từ 12 đến 128 ký tự.',
    signInSubmit: 'Đăng nhập',
    signUpSubmit: 'Tạo tài khoản',
    noAccountYet: 'Bạn mới dùng Kado?',
    goToSignUp: 'Tạo tài khoản',
    alreadyHaveAccount: 'Bạn đã có tài khoản?',
    goToSignIn: 'Đăng nhập',
    cancel: 'Hủy',
    errorSummaryTitle: 'Vui lòng kiểm tra các mục sau',
    invalidCredentials:
      'Email hoặc mật khẩu không đúng. Sau vài lần nhập sai, bạn sẽ phải chờ lâu hơn một chút trước mỗi lần thử tiếp theo.',
    emailRequired: 'Nhập địa chỉ email của bạn.',
    emailInvalid: 'Nhập địa chỉ email hợp lệ, ví dụ ten@example.com.',
    nameInvalid: 'Nhập tên của bạn (tối đa 80 ký tự).',
    passwordRequired: 'Nhập mật khẩu của bạn.',
    passwordLength: 'Mật khẩu phải dài từ 12 đến 128 ký tự.',
    passwordCommon:
      'Mật khẩu này thuộc nhóm phổ biến nhất hoặc đã bị lộ, hoặc được tạo từ mật khẩu như vậy. Hãy chọn mật khẩu khác.',
    passwordWeak:
      'Mật khẩu này quá dễ đoán. Hãy dùng một cụm dài gồm các từ không liên quan, không dùng tên hoặc email của bạn.',
    tooManyAttempts:
      'Bạn đã thử quá nhiều lần. Để bảo mật cho bạn, vui lòng đợi {time} rồi thử lại.',
    logoutTitle: 'Đang đăng xuất',
    logoutIntro: 'Để hoàn tất việc đăng xuất khỏi Kado, hãy chọn Đăng xuất.',
    logoutSubmit: 'Đăng xuất',
    loggedOutTitle: 'Bạn đã đăng xuất',
    loggedOutIntro: 'Bạn đã đăng xuất khỏi Kado. Bạn có thể đóng trang này.',
    expiredTitle: 'Trang này đã hết hạn',
    expiredIntro:
      'Để bảo mật cho bạn, trang đăng nhập sẽ hết hạn sau một thời gian. Hãy quay lại Kado và thử lại.',
    errorTitle: 'Đã xảy ra lỗi',
    errorIntro: 'Chúng tôi không thể hoàn tất yêu cầu của bạn. Hãy quay lại Kado và thử lại.',
    backToKado: 'Quay lại Kado',
    forgotPasswordLink: 'Quên mật khẩu?',
    checkEmailTitle: 'Hãy kiểm tra email',
    checkEmailIntro:
      'Nếu địa chỉ này có thể dùng với Kado, chúng tôi vừa gửi email đến đó. Hãy mở đường liên kết trong email để tiếp tục.',
    forgotTitle: 'Đặt lại mật khẩu',
    forgotIntro:
      'Nhập email của tài khoản Kado, chúng tôi sẽ gửi cho bạn đường liên kết để chọn mật khẩu mới.',
    forgotSubmit: 'Gửi liên kết',
    resetTitle: 'Chọn mật khẩu mới',
    resetSubmit: 'Lưu mật khẩu',
    resetDoneTitle: 'Mật khẩu của bạn đã được đổi',
    resetDoneIntro:
      'Để bảo mật, bạn đã được đăng xuất khỏi mọi nơi. Hãy đăng nhập lại bằng mật khẩu mới.',
    linkInvalidTitle: 'Liên kết này không còn dùng được',
    linkInvalidIntro:
      'Mỗi liên kết chỉ dùng được một lần và sẽ hết hạn sau một thời gian. Hãy yêu cầu liên kết mới.',
    verifyTitle: 'Xác nhận email',
    verifyIntro: 'Hãy xác nhận địa chỉ email này là của bạn để bắt đầu dùng Kado.',
    verifySubmit: 'Xác nhận email',
    verifiedTitle: 'Email của bạn đã được xác nhận',
    verifiedIntro: 'Cảm ơn bạn. Giờ bạn có thể đăng nhập vào Kado.',
    emailNotVerified:
      'Hãy xác nhận địa chỉ email trước. Chúng tôi đã gửi cho bạn một liên kết mới.',
    verifyEmailSubject: 'Xác nhận email của bạn cho Kado',
    verifyEmailBody:
      'Chào mừng bạn đến với Kado. Mở liên kết này để xác nhận địa chỉ email:\n\n{link}\n\nLiên kết chỉ dùng được một lần, trong vòng 24 giờ. Nếu bạn không tạo tài khoản Kado, hãy bỏ qua email này.',
    resetEmailSubject: 'Đặt lại mật khẩu Kado',
    resetEmailBody:
      'Mở liên kết này để chọn mật khẩu mới cho Kado:\n\n{link}\n\nLiên kết chỉ dùng được một lần, trong vòng 30 phút. Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',
    accountExistsSubject: 'Tài khoản Kado của bạn',
    accountExistsBody:
      'Có người đã thử tạo tài khoản Kado bằng địa chỉ email này, nhưng bạn đã có tài khoản. Hãy đăng nhập như bình thường, hoặc chọn mật khẩu mới bằng liên kết này:\n\n{link}\n\nLiên kết chỉ dùng được một lần, trong vòng 30 phút. Nếu đó không phải là bạn, hãy bỏ qua email này.',
  },
  id: {
    signInTitle: 'Masuk ke Kado',
    signInIntro: 'Selamat datang kembali. Masuk untuk melihat poin dan voucher hadiah Anda.',
    signUpTitle: 'Buat akun Kado Anda',
    signUpIntro: 'Simpan semua poin dan voucher hadiah Anda dalam satu dompet.',
    emailLabel: 'Email',
    nameLabel: 'Nama',
    passwordLabel: 'Kata sandi',
    newPasswordHint: 'Gunakan 12 sampai 128 karakter.',
    signInSubmit: 'Masuk',
    signUpSubmit: 'Buat akun',
    noAccountYet: 'Baru di Kado?',
    goToSignUp: 'Buat akun',
    alreadyHaveAccount: 'Sudah punya akun?',
    goToSignIn: 'Masuk',
    cancel: 'Batal',
    errorSummaryTitle: 'Mohon periksa hal berikut',
    invalidCredentials:
      'Email atau kata sandi salah. Setelah beberapa kali salah, Anda perlu menunggu sedikit lebih lama sebelum setiap percobaan berikutnya.',
    emailRequired: 'Masukkan alamat email Anda.',
    emailInvalid: 'Masukkan alamat email yang valid, misalnya nama@example.com.',
    nameInvalid: 'Masukkan nama Anda (maksimal 80 karakter).',
    passwordRequired: 'Masukkan kata sandi Anda.',
    passwordLength: 'Kata sandi harus terdiri dari 12 sampai 128 karakter.',
    passwordCommon:
      'Kata sandi ini termasuk yang paling umum atau pernah bocor, atau dibuat dari kata sandi seperti itu. Pilih yang lain.',
    passwordWeak:
      'Kata sandi ini terlalu mudah ditebak. Gunakan frasa lebih panjang dari kata-kata yang tidak berhubungan, bukan nama atau email Anda.',
    tooManyAttempts: 'Terlalu banyak percobaan. Demi keamanan Anda, tunggu {time}, lalu coba lagi.',
    logoutTitle: 'Sedang keluar',
    logoutIntro: 'Untuk menyelesaikan proses keluar dari Kado, pilih Keluar.',
    logoutSubmit: 'Keluar',
    loggedOutTitle: 'Anda sudah keluar',
    loggedOutIntro: 'Anda sudah keluar dari Kado. Anda dapat menutup halaman ini.',
    expiredTitle: 'Halaman ini sudah kedaluwarsa',
    expiredIntro:
      'Demi keamanan Anda, halaman masuk kedaluwarsa setelah beberapa waktu. Kembali ke Kado dan coba lagi.',
    errorTitle: 'Terjadi kesalahan',
    errorIntro: 'Kami tidak dapat menyelesaikan permintaan Anda. Kembali ke Kado dan coba lagi.',
    backToKado: 'Kembali ke Kado',
    forgotPasswordLink: 'Lupa kata sandi?',
    checkEmailTitle: 'Periksa email Anda',
    checkEmailIntro:
      'Jika alamat ini dapat digunakan dengan Kado, kami baru saja mengirim email ke sana. Buka tautan di dalamnya untuk melanjutkan.',
    forgotTitle: 'Atur ulang kata sandi',
    forgotIntro:
      'Masukkan email akun Kado Anda dan kami akan mengirim tautan untuk memilih kata sandi baru.',
    forgotSubmit: 'Kirim tautan',
    resetTitle: 'Pilih kata sandi baru',
    resetSubmit: 'Simpan kata sandi',
    resetDoneTitle: 'Kata sandi Anda sudah diubah',
    resetDoneIntro:
      'Demi keamanan Anda, Anda telah dikeluarkan dari semua perangkat. Masuk lagi dengan kata sandi baru.',
    linkInvalidTitle: 'Tautan ini sudah tidak berlaku',
    linkInvalidIntro:
      'Tautan hanya bisa dipakai sekali dan kedaluwarsa setelah beberapa waktu. Minta tautan baru.',
    verifyTitle: 'Konfirmasi email Anda',
    verifyIntro: 'Konfirmasikan bahwa alamat email ini milik Anda untuk mulai menggunakan Kado.',
    verifySubmit: 'Konfirmasi email',
    verifiedTitle: 'Email Anda sudah dikonfirmasi',
    verifiedIntro: 'Terima kasih. Sekarang Anda bisa masuk ke Kado.',
    emailNotVerified:
      'Konfirmasikan alamat email Anda terlebih dahulu. Kami sudah mengirim tautan baru.',
    verifyEmailSubject: 'Konfirmasi email Anda untuk Kado',
    verifyEmailBody:
      'Selamat datang di Kado. Buka tautan ini untuk mengonfirmasi alamat email Anda:\n\n{link}\n\nTautan hanya bisa dipakai sekali, dalam 24 jam. Jika Anda tidak membuat akun Kado, abaikan email ini.',
    resetEmailSubject: 'Atur ulang kata sandi Kado Anda',
    resetEmailBody:
      'Buka tautan ini untuk memilih kata sandi baru untuk Kado:\n\n{link}\n\nTautan hanya bisa dipakai sekali, dalam 30 menit. Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tetap sama.',
    accountExistsSubject: 'Akun Kado Anda',
    accountExistsBody:
      'Seseorang mencoba membuat akun Kado dengan alamat email ini, padahal Anda sudah punya akun. Masuk seperti biasa, atau pilih kata sandi baru dengan tautan ini:\n\n{link}\n\nTautan hanya bisa dipakai sekali, dalam 30 menit. Jika itu bukan Anda, abaikan email ini.',
  },
  fil: {
    signInTitle: 'Mag-sign in sa Kado',
    signInIntro: 'Maligayang pagbabalik. Mag-sign in para makita ang iyong puntos at voucher.',
    signUpTitle: 'Gumawa ng iyong Kado account',
    signUpIntro: 'Itago ang lahat ng iyong puntos at voucher sa iisang wallet.',
    emailLabel: 'Email',
    nameLabel: 'Pangalan',
    passwordLabel: 'Password',
    newPasswordHint: 'Gumamit ng 12 hanggang 128 character.',
    signInSubmit: 'Mag-sign in',
    signUpSubmit: 'Gumawa ng account',
    noAccountYet: 'Bago ka sa Kado?',
    goToSignUp: 'Gumawa ng account',
    alreadyHaveAccount: 'May account ka na?',
    goToSignIn: 'Mag-sign in',
    cancel: 'Kanselahin',
    errorSummaryTitle: 'Pakisuri ang mga sumusunod',
    invalidCredentials:
      'Mali ang email o password. Pagkatapos ng ilang maling pagsubok, medyo mas matagal kang maghihintay bago ang bawat bagong pagsubok.',
    emailRequired: 'Ilagay ang iyong email address.',
    emailInvalid: 'Maglagay ng wastong email address, gaya ng pangalan@example.com.',
    nameInvalid: 'Ilagay ang iyong pangalan (hanggang 80 character).',
    passwordRequired: 'Ilagay ang iyong password.',
    passwordLength: 'Dapat 12 hanggang 128 character ang haba ng iyong password.',
    passwordCommon:
      'Isa ito sa pinakakaraniwan o na-leak na password, o hango rito. Pumili ng iba.',
    passwordWeak:
      'Masyadong madaling hulaan ang password na ito. Gumamit ng mas mahabang parirala ng mga salitang hindi magkakaugnay, at huwag ang pangalan o email mo.',
    tooManyAttempts:
      'Masyadong maraming pagsubok. Para sa iyong seguridad, maghintay ng {time}, saka subukang muli.',
    logoutTitle: 'Pag-sign out',
    logoutIntro: 'Para matapos ang pag-sign out sa Kado, piliin ang Mag-sign out.',
    logoutSubmit: 'Mag-sign out',
    loggedOutTitle: 'Naka-sign out ka na',
    loggedOutIntro: 'Naka-sign out ka na sa Kado. Puwede mo nang isara ang pahinang ito.',
    expiredTitle: 'Nag-expire na ang pahinang ito',
    expiredIntro:
      'Para sa iyong seguridad, nag-e-expire ang mga sign-in page pagkalipas ng ilang sandali. Bumalik sa Kado at subukang muli.',
    errorTitle: 'Nagkaproblema',
    errorIntro: 'Hindi namin makumpleto ang iyong request. Bumalik sa Kado at subukang muli.',
    backToKado: 'Bumalik sa Kado',
    forgotPasswordLink: 'Nakalimutan ang password?',
    checkEmailTitle: 'Tingnan ang iyong email',
    checkEmailIntro:
      'Kung magagamit ang address na ito sa Kado, nagpadala kami ng email dito. Buksan ang link sa loob nito para magpatuloy.',
    forgotTitle: 'I-reset ang password',
    forgotIntro:
      'Ilagay ang email ng iyong Kado account at padadalhan ka namin ng link para pumili ng bagong password.',
    forgotSubmit: 'Ipadala ang link',
    resetTitle: 'Pumili ng bagong password',
    resetSubmit: 'I-save ang password',
    resetDoneTitle: 'Napalitan na ang iyong password',
    resetDoneIntro:
      'Para sa iyong seguridad, na-sign out ka sa lahat ng device. Mag-sign in ulit gamit ang bagong password.',
    linkInvalidTitle: 'Hindi na gumagana ang link na ito',
    linkInvalidIntro:
      'Isang beses lang magagamit ang mga link at nag-e-expire ang mga ito pagkaraan ng ilang sandali. Humingi ng bago.',
    verifyTitle: 'Kumpirmahin ang iyong email',
    verifyIntro:
      'Kumpirmahin na sa iyo ang email address na ito para masimulan mong gamitin ang Kado.',
    verifySubmit: 'Kumpirmahin ang email',
    verifiedTitle: 'Nakumpirma na ang iyong email',
    verifiedIntro: 'Salamat. Maaari ka nang mag-sign in sa Kado.',
    emailNotVerified:
      'Kumpirmahin muna ang iyong email address. Nagpadala kami sa iyo ng bagong link.',
    verifyEmailSubject: 'Kumpirmahin ang iyong email para sa Kado',
    verifyEmailBody:
      'Maligayang pagdating sa Kado. Buksan ang link na ito para kumpirmahin ang iyong email address:\n\n{link}\n\nIsang beses lang magagamit ang link, sa loob ng 24 na oras. Kung hindi ka gumawa ng Kado account, huwag pansinin ang email na ito.',
    resetEmailSubject: 'I-reset ang iyong Kado password',
    resetEmailBody:
      'Buksan ang link na ito para pumili ng bagong password para sa Kado:\n\n{link}\n\nIsang beses lang magagamit ang link, sa loob ng 30 minuto. Kung hindi mo ito hiniling, huwag pansinin ang email na ito: hindi magbabago ang password mo.',
    accountExistsSubject: 'Ang iyong Kado account',
    accountExistsBody:
      'May sumubok na gumawa ng Kado account gamit ang email address na ito, pero may account ka na. Mag-sign in gaya ng dati, o pumili ng bagong password gamit ang link na ito:\n\n{link}\n\nIsang beses lang magagamit ang link, sa loob ng 30 minuto. Kung hindi ikaw iyon, huwag pansinin ang email na ito.',
  },
  th: {
    signInTitle: 'เข้าสู่ระบบ Kado',
    signInIntro: 'ยินดีต้อนรับกลับมา เข้าสู่ระบบเพื่อดูคะแนนและบัตรกำนัลของคุณ',
    signUpTitle: 'สร้างบัญชี Kado ของคุณ',
    signUpIntro: 'เก็บคะแนนและบัตรกำนัลทั้งหมดของคุณไว้ในกระเป๋าเดียว',
    emailLabel: 'อีเมล',
    nameLabel: 'ชื่อ',
    passwordLabel: 'รหัสผ่าน',
    newPasswordHint: 'ใช้ 12 ถึง 128 ตัวอักษร',
    signInSubmit: 'เข้าสู่ระบบ',
    signUpSubmit: 'สร้างบัญชี',
    noAccountYet: 'เพิ่งเคยใช้ Kado ใช่ไหม',
    goToSignUp: 'สร้างบัญชี',
    alreadyHaveAccount: 'มีบัญชีอยู่แล้วใช่ไหม',
    goToSignIn: 'เข้าสู่ระบบ',
    cancel: 'ยกเลิก',
    errorSummaryTitle: 'โปรดตรวจสอบรายการต่อไปนี้',
    invalidCredentials: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง หากใส่ผิดหลายครั้ง คุณจะต้องรอนานขึ้นเล็กน้อยก่อนลองครั้งถัดไป',
    emailRequired: 'กรอกอีเมลของคุณ',
    emailInvalid: 'กรอกอีเมลที่ถูกต้อง เช่น name@example.com',
    nameInvalid: 'กรอกชื่อของคุณ (ไม่เกิน 80 ตัวอักษร)',
    passwordRequired: 'กรอกรหัสผ่านของคุณ',
    passwordLength: 'รหัสผ่านต้องมีความยาว 12 ถึง 128 ตัวอักษร',
    passwordCommon:
      'รหัสผ่านนี้เป็นรหัสผ่านที่ใช้กันมากที่สุดหรือเคยรั่วไหล หรือสร้างจากรหัสผ่านดังกล่าว โปรดเลือกรหัสผ่านอื่น',
    passwordWeak: 'รหัสผ่านนี้เดาง่ายเกินไป โปรดใช้วลีที่ยาวขึ้นจากคำที่ไม่เกี่ยวข้องกัน และอย่าใช้ชื่อหรืออีเมลของคุณ',
    tooManyAttempts: 'ลองหลายครั้งเกินไป เพื่อความปลอดภัยของคุณ โปรดรอ {time} แล้วลองอีกครั้ง',
    logoutTitle: 'กำลังออกจากระบบ',
    logoutIntro: 'เลือก “ออกจากระบบ” เพื่อออกจาก Kado ให้เสร็จสมบูรณ์',
    logoutSubmit: 'ออกจากระบบ',
    loggedOutTitle: 'คุณออกจากระบบแล้ว',
    loggedOutIntro: 'คุณออกจากระบบ Kado แล้ว ปิดหน้านี้ได้เลย',
    expiredTitle: 'หน้านี้หมดอายุแล้ว',
    expiredIntro:
      'เพื่อความปลอดภัยของคุณ หน้าเข้าสู่ระบบจะหมดอายุหลังผ่านไประยะหนึ่ง โปรดกลับไปที่ Kado แล้วลองอีกครั้ง',
    errorTitle: 'เกิดข้อผิดพลาด',
    errorIntro: 'เราไม่สามารถดำเนินการตามคำขอของคุณได้ โปรดกลับไปที่ Kado แล้วลองอีกครั้ง',
    backToKado: 'กลับไปที่ Kado',
    forgotPasswordLink: 'ลืมรหัสผ่าน?',
    checkEmailTitle: 'โปรดตรวจสอบอีเมล',
    checkEmailIntro: 'หากที่อยู่นี้ใช้กับ Kado ได้ เราได้ส่งอีเมลไปแล้ว เปิดลิงก์ในอีเมลเพื่อดำเนินการต่อ',
    forgotTitle: 'รีเซ็ตรหัสผ่าน',
    forgotIntro: 'กรอกอีเมลของบัญชี Kado แล้วเราจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ให้คุณ',
    forgotSubmit: 'ส่งลิงก์',
    resetTitle: 'ตั้งรหัสผ่านใหม่',
    resetSubmit: 'บันทึกรหัสผ่าน',
    resetDoneTitle: 'เปลี่ยนรหัสผ่านแล้ว',
    resetDoneIntro: 'เพื่อความปลอดภัย คุณได้ออกจากระบบในทุกอุปกรณ์แล้ว โปรดเข้าสู่ระบบอีกครั้งด้วยรหัสผ่านใหม่',
    linkInvalidTitle: 'ลิงก์นี้ใช้ไม่ได้แล้ว',
    linkInvalidIntro: 'ลิงก์ใช้ได้เพียงครั้งเดียวและจะหมดอายุเมื่อเวลาผ่านไป โปรดขอลิงก์ใหม่',
    verifyTitle: 'ยืนยันอีเมลของคุณ',
    verifyIntro: 'ยืนยันว่าอีเมลนี้เป็นของคุณเพื่อเริ่มใช้ Kado',
    verifySubmit: 'ยืนยันอีเมล',
    verifiedTitle: 'ยืนยันอีเมลแล้ว',
    verifiedIntro: 'ขอบคุณ ตอนนี้คุณเข้าสู่ระบบ Kado ได้แล้ว',
    emailNotVerified: 'โปรดยืนยันอีเมลของคุณก่อน เราได้ส่งลิงก์ใหม่ให้คุณแล้ว',
    verifyEmailSubject: 'ยืนยันอีเมลของคุณสำหรับ Kado',
    verifyEmailBody:
      'ยินดีต้อนรับสู่ Kado เปิดลิงก์นี้เพื่อยืนยันอีเมลของคุณ:\n\n{link}\n\nลิงก์ใช้ได้ครั้งเดียวภายใน 24 ชั่วโมง หากคุณไม่ได้สร้างบัญชี Kado ไม่ต้องสนใจอีเมลนี้',
    resetEmailSubject: 'รีเซ็ตรหัสผ่าน Kado ของคุณ',
    resetEmailBody:
      'เปิดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่สำหรับ Kado:\n\n{link}\n\nลิงก์ใช้ได้ครั้งเดียวภายใน 30 นาที หากคุณไม่ได้ขอ ไม่ต้องสนใจอีเมลนี้ รหัสผ่านของคุณจะยังเหมือนเดิม',
    accountExistsSubject: 'บัญชี Kado ของคุณ',
    accountExistsBody:
      'มีคนพยายามสร้างบัญชี Kado ด้วยอีเมลนี้ แต่คุณมีบัญชีอยู่แล้ว เข้าสู่ระบบตามปกติ หรือตั้งรหัสผ่านใหม่ด้วยลิงก์นี้:\n\n{link}\n\nลิงก์ใช้ได้ครั้งเดียวภายใน 30 นาที หากไม่ใช่คุณ ไม่ต้องสนใจอีเมลนี้',
  },
  hk: {
    signInTitle: '登入 Kado',
    signInIntro: '歡迎回來。登入後即可查看你的積分及禮券。',
    signUpTitle: '建立你的 Kado 帳戶',
    signUpIntro: '將所有積分及禮券集中存放在一個錢包。',
    emailLabel: '電郵地址',
    nameLabel: '姓名',
    passwordLabel: '密碼',
    newPasswordHint: '請使用 12 至 128 個字元。',
    signInSubmit: '登入',
    signUpSubmit: '建立帳戶',
    noAccountYet: '第一次使用 Kado？',
    goToSignUp: '建立帳戶',
    alreadyHaveAccount: '已經有帳戶？',
    goToSignIn: '登入',
    cancel: '取消',
    errorSummaryTitle: '請檢查以下項目',
    invalidCredentials: '電郵地址或密碼不正確。輸入錯誤幾次後，每次再試之前都要多等一會。',
    emailRequired: '請輸入你的電郵地址。',
    emailInvalid: '請輸入有效的電郵地址，例如 name@example.com。',
    nameInvalid: '請輸入你的姓名（最多 80 個字元）。',
    passwordRequired: '請輸入你的密碼。',
    passwordLength: '密碼長度必須為 12 至 128 個字元。',
    passwordCommon: '此密碼是最常見或曾外洩的密碼之一，或由這類密碼組成。請另選一個。',
    passwordWeak:
      '此密碼太容易被猜中。請用由幾個不相關字詞組成的較長句子，並避免使用你的姓名或電郵。',
    tooManyAttempts: '嘗試次數過多。為保障你的安全，請等候 {time} 後再試。',
    logoutTitle: '正在登出',
    logoutIntro: '請選擇「登出」以完成登出 Kado。',
    logoutSubmit: '登出',
    loggedOutTitle: '你已登出',
    loggedOutIntro: '你已登出 Kado，可以關閉此頁面。',
    expiredTitle: '此頁面已失效',
    expiredIntro: '為保障你的安全，登入頁面會在一段時間後失效。請返回 Kado 再試一次。',
    errorTitle: '發生錯誤',
    errorIntro: '我們未能完成你的要求。請返回 Kado 再試一次。',
    backToKado: '返回 Kado',
    forgotPasswordLink: '忘記密碼？',
    checkEmailTitle: '請查看你的電郵',
    checkEmailIntro:
      '如果這個電郵地址可用於 Kado，我們剛已向此地址發送電郵。請打開電郵內的連結繼續。',
    forgotTitle: '重設密碼',
    forgotIntro: '輸入你 Kado 帳戶的電郵，我們會寄上連結讓你設定新密碼。',
    forgotSubmit: '發送連結',
    resetTitle: '設定新密碼',
    resetSubmit: '儲存密碼',
    resetDoneTitle: '你的密碼已更改',
    resetDoneIntro: '為保障你的安全，你已在所有裝置登出。請用新密碼重新登入。',
    linkInvalidTitle: '此連結已失效',
    linkInvalidIntro: '連結只可使用一次，並會在一段時間後失效。請重新索取。',
    verifyTitle: '確認你的電郵',
    verifyIntro: '確認這個電郵地址屬於你，即可開始使用 Kado。',
    verifySubmit: '確認電郵',
    verifiedTitle: '你的電郵已確認',
    verifiedIntro: '謝謝。你現在可以登入 Kado。',
    emailNotVerified: '請先確認你的電郵地址。我們已向你發送新的連結。',
    verifyEmailSubject: '確認你的 Kado 電郵',
    verifyEmailBody:
      '歡迎使用 Kado。請打開以下連結確認你的電郵地址：\n\n{link}\n\n連結只可在 24 小時內使用一次。如果你沒有建立 Kado 帳戶，請忽略此電郵。',
    resetEmailSubject: '重設你的 Kado 密碼',
    resetEmailBody:
      '請打開以下連結為 Kado 設定新密碼：\n\n{link}\n\n連結只可在 30 分鐘內使用一次。如果你沒有提出要求，請忽略此電郵，你的密碼不會改變。',
    accountExistsSubject: '你的 Kado 帳戶',
    accountExistsBody:
      '有人嘗試用這個電郵地址建立 Kado 帳戶，但你已經有帳戶。請照常登入，或用以下連結設定新密碼：\n\n{link}\n\n連結只可在 30 分鐘內使用一次。如果不是你本人，請忽略此電郵。',
  },
  tw: {
    signInTitle: '登入 Kado',
    signInIntro: '歡迎回來。登入即可查看你的點數和禮券。',
    signUpTitle: '建立你的 Kado 帳號',
    signUpIntro: '把所有點數和禮券都收進同一個錢包。',
    emailLabel: '電子郵件',
    nameLabel: '姓名',
    passwordLabel: '密碼',
    newPasswordHint: '請使用 12 到 128 個字元。',
    signInSubmit: '登入',
    signUpSubmit: '建立帳號',
    noAccountYet: '第一次使用 Kado 嗎？',
    goToSignUp: '建立帳號',
    alreadyHaveAccount: '已經有帳號了？',
    goToSignIn: '登入',
    cancel: '取消',
    errorSummaryTitle: '請檢查下列項目',
    invalidCredentials: '電子郵件或密碼不正確。輸入錯誤幾次後，每次重試前都需要多等一下。',
    emailRequired: '請輸入你的電子郵件地址。',
    emailInvalid: '請輸入有效的電子郵件地址，例如 name@example.com。',
    nameInvalid: '請輸入你的姓名（最多 80 個字元）。',
    passwordRequired: '請輸入你的密碼。',
    passwordLength: '密碼長度必須介於 12 到 128 個字元之間。',
    passwordCommon: '這個密碼是最常見或曾外洩的密碼之一，或由這類密碼組成。請換一個。',
    passwordWeak:
      '這個密碼太容易被猜到。請改用由幾個不相關詞語組成的較長詞組，也不要使用你的姓名或電子郵件。',
    tooManyAttempts: '嘗試次數過多。為了保護你的帳號，請等 {time} 後再試一次。',
    logoutTitle: '正在登出',
    logoutIntro: '請選擇「登出」以完成登出 Kado。',
    logoutSubmit: '登出',
    loggedOutTitle: '你已登出',
    loggedOutIntro: '你已登出 Kado，可以關閉這個頁面了。',
    expiredTitle: '這個頁面已逾時',
    expiredIntro: '為了保護你的安全，登入頁面會在一段時間後失效。請回到 Kado 再試一次。',
    errorTitle: '發生錯誤',
    errorIntro: '我們無法完成你的要求。請回到 Kado 再試一次。',
    backToKado: '回到 Kado',
    forgotPasswordLink: '忘記密碼了嗎？',
    checkEmailTitle: '請查看你的電子郵件',
    checkEmailIntro:
      '如果這個地址可以用於 Kado，我們剛剛已寄出一封電子郵件。請開啟信中的連結繼續。',
    forgotTitle: '重設密碼',
    forgotIntro: '輸入你的 Kado 帳號電子郵件，我們會寄送連結讓你設定新密碼。',
    forgotSubmit: '寄送連結',
    resetTitle: '設定新密碼',
    resetSubmit: '儲存密碼',
    resetDoneTitle: '你的密碼已變更',
    resetDoneIntro: '為了你的安全，你已在所有裝置上登出。請使用新密碼重新登入。',
    linkInvalidTitle: '這個連結已無法使用',
    linkInvalidIntro: '連結只能使用一次，且一段時間後就會失效。請重新申請。',
    verifyTitle: '確認你的電子郵件',
    verifyIntro: '確認這個電子郵件地址屬於你，就能開始使用 Kado。',
    verifySubmit: '確認電子郵件',
    verifiedTitle: '你的電子郵件已確認',
    verifiedIntro: '謝謝。你現在可以登入 Kado 了。',
    emailNotVerified: '請先確認你的電子郵件地址。我們已寄給你新的連結。',
    verifyEmailSubject: '確認你的 Kado 電子郵件',
    verifyEmailBody:
      '歡迎使用 Kado。請開啟以下連結確認你的電子郵件地址：\n\n{link}\n\n連結只能在 24 小時內使用一次。如果你沒有建立 Kado 帳號，請忽略這封信。',
    resetEmailSubject: '重設你的 Kado 密碼',
    resetEmailBody:
      '請開啟以下連結為 Kado 設定新密碼：\n\n{link}\n\n連結只能在 30 分鐘內使用一次。如果你沒有提出申請，請忽略這封信，你的密碼不會變更。',
    accountExistsSubject: '你的 Kado 帳號',
    accountExistsBody:
      '有人嘗試用這個電子郵件地址建立 Kado 帳號，但你已經有帳號了。請照常登入，或用以下連結設定新密碼：\n\n{link}\n\n連結只能在 30 分鐘內使用一次。如果不是你本人，請忽略這封信。',
  },
  in: {
    signInTitle: 'Kado में साइन इन करें',
    signInIntro: 'आपका फिर से स्वागत है। अपने पॉइंट्स और गिफ़्ट वाउचर देखने के लिए साइन इन करें।',
    signUpTitle: 'अपना Kado खाता बनाएँ',
    signUpIntro: 'अपने सभी पॉइंट्स और गिफ़्ट वाउचर एक ही वॉलेट में रखें।',
    emailLabel: 'ईमेल',
    nameLabel: 'नाम',
    passwordLabel: 'पासवर्ड',
    newPasswordHint: '12 से 128 अक्षरों का उपयोग करें।',
    signInSubmit: 'साइन इन करें',
    signUpSubmit: 'खाता बनाएँ',
    noAccountYet: 'Kado पर नए हैं?',
    goToSignUp: 'खाता बनाएँ',
    alreadyHaveAccount: 'क्या आपका पहले से खाता है?',
    goToSignIn: 'साइन इन करें',
    cancel: 'रद्द करें',
    errorSummaryTitle: 'कृपया इन बातों की जाँच करें',
    invalidCredentials:
      'ईमेल या पासवर्ड गलत है। कुछ गलत प्रयासों के बाद, हर नए प्रयास से पहले थोड़ा ज़्यादा इंतज़ार करना होगा।',
    emailRequired: 'अपना ईमेल पता दर्ज करें।',
    emailInvalid: 'मान्य ईमेल पता दर्ज करें, जैसे name@example.com।',
    nameInvalid: 'अपना नाम दर्ज करें (अधिकतम 80 अक्षर)।',
    passwordRequired: 'अपना पासवर्ड दर्ज करें।',
    passwordLength: 'आपका पासवर्ड 12 से 128 अक्षरों का होना चाहिए।',
    passwordCommon: 'यह पासवर्ड सबसे आम या लीक हुए पासवर्ड में से एक है, या उसी से बना है। कोई दूसरा चुनें।',
    passwordWeak:
      'इस पासवर्ड का अनुमान आसानी से लगाया जा सकता है। आपस में असंबंधित शब्दों का लंबा वाक्यांश इस्तेमाल करें, अपना नाम या ईमेल नहीं।',
    tooManyAttempts: 'बहुत ज़्यादा प्रयास हो गए। आपकी सुरक्षा के लिए {time} रुकें, फिर दोबारा कोशिश करें।',
    logoutTitle: 'आपको साइन आउट किया जा रहा है',
    logoutIntro: 'Kado से साइन आउट पूरा करने के लिए साइन आउट चुनें।',
    logoutSubmit: 'साइन आउट करें',
    loggedOutTitle: 'आप साइन आउट हो गए हैं',
    loggedOutIntro: 'आप Kado से साइन आउट हो गए हैं। अब आप यह पेज बंद कर सकते हैं।',
    expiredTitle: 'इस पेज की समय-सीमा समाप्त हो गई है',
    expiredIntro:
      'आपकी सुरक्षा के लिए साइन-इन पेज कुछ समय बाद समाप्त हो जाते हैं। Kado पर वापस जाएँ और फिर से कोशिश करें।',
    errorTitle: 'कुछ गलत हो गया',
    errorIntro: 'हम आपका अनुरोध पूरा नहीं कर सके। Kado पर वापस जाएँ और फिर से कोशिश करें।',
    backToKado: 'Kado पर वापस जाएँ',
    forgotPasswordLink: 'पासवर्ड भूल गए?',
    checkEmailTitle: 'अपना ईमेल देखें',
    checkEmailIntro:
      'अगर यह पता Kado के साथ इस्तेमाल हो सकता है, तो हमने अभी इस पर एक ईमेल भेजा है। आगे बढ़ने के लिए उसमें दिया लिंक खोलें।',
    forgotTitle: 'पासवर्ड रीसेट करें',
    forgotIntro: 'अपने Kado खाते का ईमेल डालें, हम आपको नया पासवर्ड चुनने का लिंक भेजेंगे।',
    forgotSubmit: 'लिंक भेजें',
    resetTitle: 'नया पासवर्ड चुनें',
    resetSubmit: 'पासवर्ड सहेजें',
    resetDoneTitle: 'आपका पासवर्ड बदल दिया गया है',
    resetDoneIntro:
      'आपकी सुरक्षा के लिए आपको हर जगह से साइन आउट कर दिया गया है। नए पासवर्ड से फिर से साइन इन करें।',
    linkInvalidTitle: 'यह लिंक अब काम नहीं करता',
    linkInvalidIntro: 'लिंक केवल एक बार काम करते हैं और कुछ समय बाद समाप्त हो जाते हैं। नया लिंक माँगें।',
    verifyTitle: 'अपने ईमेल की पुष्टि करें',
    verifyIntro: 'Kado का इस्तेमाल शुरू करने के लिए पुष्टि करें कि यह ईमेल पता आपका है।',
    verifySubmit: 'ईमेल की पुष्टि करें',
    verifiedTitle: 'आपके ईमेल की पुष्टि हो गई है',
    verifiedIntro: 'धन्यवाद। अब आप Kado में साइन इन कर सकते हैं।',
    emailNotVerified: 'पहले अपने ईमेल पते की पुष्टि करें। हमने आपको एक नया लिंक भेजा है।',
    verifyEmailSubject: 'Kado के लिए अपने ईमेल की पुष्टि करें',
    verifyEmailBody:
      'Kado में आपका स्वागत है। अपने ईमेल पते की पुष्टि के लिए यह लिंक खोलें:\n\n{link}\n\nयह लिंक 24 घंटे के भीतर केवल एक बार काम करता है। अगर आपने Kado खाता नहीं बनाया, तो इस ईमेल को अनदेखा करें।',
    resetEmailSubject: 'अपना Kado पासवर्ड रीसेट करें',
    resetEmailBody:
      'Kado के लिए नया पासवर्ड चुनने हेतु यह लिंक खोलें:\n\n{link}\n\nयह लिंक 30 मिनट के भीतर केवल एक बार काम करता है। अगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वही रहेगा।',
    accountExistsSubject: 'आपका Kado खाता',
    accountExistsBody:
      'किसी ने इस ईमेल पते से Kado खाता बनाने की कोशिश की, लेकिन आपका खाता पहले से है। हमेशा की तरह साइन इन करें, या इस लिंक से नया पासवर्ड चुनें:\n\n{link}\n\nयह लिंक 30 मिनट के भीतर केवल एक बार काम करता है। अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें।',
  },
  kr: {
    signInTitle: 'Kado 로그인',
    signInIntro: '다시 오신 것을 환영합니다. 로그인하고 포인트와 교환권을 확인하세요.',
    signUpTitle: 'Kado 계정 만들기',
    signUpIntro: '모든 포인트와 교환권을 하나의 지갑에 보관하세요.',
    emailLabel: '이메일',
    nameLabel: '이름',
    passwordLabel: '비밀번호',
    newPasswordHint: '12~128자로 입력하세요.',
    signInSubmit: '로그인',
    signUpSubmit: '계정 만들기',
    noAccountYet: 'Kado가 처음이신가요?',
    goToSignUp: '계정 만들기',
    alreadyHaveAccount: '이미 계정이 있으신가요?',
    goToSignIn: '로그인',
    cancel: '취소',
    errorSummaryTitle: '다음 항목을 확인해 주세요',
    invalidCredentials:
      '이메일 또는 비밀번호가 올바르지 않습니다. 여러 번 틀리면 다음 시도까지 조금씩 더 기다려야 합니다.',
    emailRequired: '이메일 주소를 입력하세요.',
    emailInvalid: 'name@example.com과 같은 올바른 이메일 주소를 입력하세요.',
    nameInvalid: '이름을 입력하세요(최대 80자).',
    passwordRequired: '비밀번호를 입력하세요.',
    passwordLength: '비밀번호는 12~128자여야 합니다.',
    passwordCommon:
      '흔히 쓰이거나 유출된 적이 있는 비밀번호, 또는 그런 비밀번호를 바탕으로 만든 비밀번호입니다. 다른 비밀번호를 선택하세요.',
    passwordWeak:
      '비밀번호를 너무 쉽게 추측할 수 있습니다. 서로 관련 없는 단어로 된 더 긴 문구를 사용하고 이름이나 이메일은 피하세요.',
    tooManyAttempts: '시도 횟수가 너무 많습니다. 안전을 위해 {time} 후에 다시 시도해 주세요.',
    logoutTitle: '로그아웃하는 중',
    logoutIntro: 'Kado에서 로그아웃을 완료하려면 로그아웃을 선택하세요.',
    logoutSubmit: '로그아웃',
    loggedOutTitle: '로그아웃되었습니다',
    loggedOutIntro: 'Kado에서 로그아웃되었습니다. 이 페이지를 닫으셔도 됩니다.',
    expiredTitle: '페이지가 만료되었습니다',
    expiredIntro:
      '보안을 위해 로그인 페이지는 일정 시간이 지나면 만료됩니다. Kado로 돌아가서 다시 시도해 주세요.',
    errorTitle: '문제가 발생했습니다',
    errorIntro: '요청을 완료하지 못했습니다. Kado로 돌아가서 다시 시도해 주세요.',
    backToKado: 'Kado로 돌아가기',
    forgotPasswordLink: '비밀번호를 잊으셨나요?',
    checkEmailTitle: '이메일을 확인하세요',
    checkEmailIntro:
      '이 주소로 Kado를 이용할 수 있다면 방금 이메일을 보냈습니다. 이메일의 링크를 열어 계속하세요.',
    forgotTitle: '비밀번호 재설정',
    forgotIntro: 'Kado 계정의 이메일을 입력하면 새 비밀번호를 설정할 수 있는 링크를 보내 드립니다.',
    forgotSubmit: '링크 보내기',
    resetTitle: '새 비밀번호 설정',
    resetSubmit: '비밀번호 저장',
    resetDoneTitle: '비밀번호가 변경되었습니다',
    resetDoneIntro:
      '보안을 위해 모든 기기에서 로그아웃되었습니다. 새 비밀번호로 다시 로그인하세요.',
    linkInvalidTitle: '더 이상 사용할 수 없는 링크입니다',
    linkInvalidIntro:
      '링크는 한 번만 사용할 수 있으며 일정 시간이 지나면 만료됩니다. 새 링크를 요청하세요.',
    verifyTitle: '이메일 확인',
    verifyIntro: 'Kado를 사용하려면 이 이메일 주소가 본인의 것인지 확인해 주세요.',
    verifySubmit: '이메일 확인하기',
    verifiedTitle: '이메일이 확인되었습니다',
    verifiedIntro: '감사합니다. 이제 Kado에 로그인할 수 있습니다.',
    emailNotVerified: '먼저 이메일 주소를 확인해 주세요. 새 링크를 보내 드렸습니다.',
    verifyEmailSubject: 'Kado 이메일 확인',
    verifyEmailBody:
      'Kado에 오신 것을 환영합니다. 이 링크를 열어 이메일 주소를 확인하세요:\n\n{link}\n\n링크는 24시간 안에 한 번만 사용할 수 있습니다. Kado 계정을 만들지 않으셨다면 이 이메일을 무시하세요.',
    resetEmailSubject: 'Kado 비밀번호 재설정',
    resetEmailBody:
      '이 링크를 열어 Kado의 새 비밀번호를 설정하세요:\n\n{link}\n\n링크는 30분 안에 한 번만 사용할 수 있습니다. 요청하지 않으셨다면 이 이메일을 무시하세요. 비밀번호는 바뀌지 않습니다.',
    accountExistsSubject: 'Kado 계정 안내',
    accountExistsBody:
      '누군가 이 이메일 주소로 Kado 계정을 만들려고 했지만 이미 계정이 있습니다. 평소처럼 로그인하거나 이 링크로 새 비밀번호를 설정하세요:\n\n{link}\n\n링크는 30분 안에 한 번만 사용할 수 있습니다. 본인이 아니라면 이 이메일을 무시하세요.',
  },
};

/** A wait in the locale's own words: "45 seconds", "45 วินาที", "3분"; minutes from two minutes on. */
export function formatWait(locale: LocaleCode, seconds: number): string {
  const minutes = seconds >= 120;
  return new Intl.NumberFormat(localeInfo(locale).iso, {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'long',
  }).format(minutes ? Math.ceil(seconds / 60) : Math.max(1, Math.ceil(seconds)));
}

/** A message with its `{name}` placeholders filled (values are plain text; pages escape them). */
export function fillMessage(text: string, values: Readonly<Record<string, string>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
