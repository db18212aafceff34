package io.github.boardrules.playground;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.regex.Pattern;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The playground's secrets: a browser's owner secret, a seat's token, an invitation. Each is 128
 * random bits written as 22 characters of URL-safe base64; the database keeps only a secret's
 * SHA-256 (an invitation excepted, which its creator may show again until it is used).
 *
 * <pre>{@code
 * String secret = Secrets.random();            // such as "3q2-7wAAAAAAAAAAAAAAAA"
 * String kept = Secrets.hash(secret);          // 64 hex digits
 * Secrets.matches(secret, kept);               // true
 * }</pre>
 */
final class Secrets {
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final Pattern FORM = Pattern.compile("[A-Za-z0-9_-]{22}");

  private Secrets() {}

  /**
   * Makes a new secret.
   *
   * @return 128 random bits, URL-safe base64 without padding
   */
  static String random() {
    byte[] bytes = new byte[16];
    RANDOM.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }

  /**
   * Tells whether a text has a secret's form (22 URL-safe base64 characters).
   *
   * @param text the text, or null
   * @return true for a well-formed secret
   */
  static boolean wellFormed(@Nullable String text) {
    return text != null && FORM.matcher(text).matches();
  }

  /**
   * Returns what the database keeps of a secret.
   *
   * @param secret the secret
   * @return its SHA-256, 64 lower-case hex digits
   */
  static String hash(String secret) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(
          secret.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("Every JDK has SHA-256", e);
    }
  }

  /**
   * Tells whether a secret is the one kept, in time that does not depend on where they differ.
   *
   * @param secret the secret a request gave, or null
   * @param kept the hash the database keeps
   * @return true when they match
   */
  static boolean matches(@Nullable String secret, String kept) {
    if (secret == null) {
      return false;
    }
    return MessageDigest.isEqual(hash(secret).getBytes(StandardCharsets.US_ASCII),
        kept.getBytes(StandardCharsets.US_ASCII));
  }
}
