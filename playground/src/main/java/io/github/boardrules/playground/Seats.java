package io.github.boardrules.playground;

import io.github.boardrules.core.Player;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The seats of a game between friends: a random token a side (128 bits, URL-safe base64), which
 * the {@code X-Seat} header of a changing request must carry. A game without seats is open to
 * anyone (hot-seat and bot games).
 */
final class Seats {
  /** No seats: anyone may change the game. */
  static final Seats NONE = new Seats(Map.of());

  private static final SecureRandom RANDOM = new SecureRandom();

  private final Map<Player, String> tokens;

  private Seats(Map<Player, String> tokens) {
    this.tokens = tokens;
  }

  /**
   * Makes new random tokens, one for each side.
   *
   * @return the seats
   */
  static Seats random() {
    Map<Player, String> tokens = new EnumMap<>(Player.class);
    for (Player side : Player.values()) {
      byte[] bytes = new byte[16];
      RANDOM.nextBytes(bytes);
      tokens.put(side, Base64.getUrlEncoder().withoutPadding().encodeToString(bytes));
    }
    return new Seats(tokens);
  }

  /**
   * Reads the stored form.
   *
   * @param text as {@link #write} wrote it, or null for none
   * @return the seats
   */
  static Seats read(@Nullable String text) {
    if (text == null || text.isEmpty()) {
      return NONE;
    }
    Map<Player, String> tokens = new EnumMap<>(Player.class);
    for (String line : text.split("\n")) {
      int space = line.indexOf(' ');
      tokens.put(Player.valueOf(line.substring(0, space)), line.substring(space + 1));
    }
    return new Seats(tokens);
  }

  /**
   * Returns the stored form: a line a side, {@code FIRST token}; null for none.
   *
   * @return the text, or null
   */
  @Nullable String write() {
    if (tokens.isEmpty()) {
      return null;
    }
    StringBuilder out = new StringBuilder();
    tokens.forEach((side, token) -> out.append(out.length() == 0 ? "" : "\n").append(side.name()).append(' ')
        .append(token));
    return out.toString();
  }

  /**
   * Tells whether the game has seats, so that changes need a seat's token.
   *
   * @return true for a game between friends
   */
  boolean any() {
    return !tokens.isEmpty();
  }

  /**
   * Returns the side a token holds.
   *
   * @param token the {@code X-Seat} header, or null
   * @return the side, or empty for no token or an unknown one
   */
  Optional<Player> sideOf(@Nullable String token) {
    if (token == null) {
      return Optional.empty();
    }
    for (Map.Entry<Player, String> seat : tokens.entrySet()) {
      if (java.security.MessageDigest.isEqual(seat.getValue().getBytes(java.nio.charset.StandardCharsets.US_ASCII),
          token.getBytes(java.nio.charset.StandardCharsets.US_ASCII))) {
        return Optional.of(seat.getKey());
      }
    }
    return Optional.empty();
  }

  /**
   * Returns a side's token.
   *
   * @param side the side
   * @return its token
   */
  String token(Player side) {
    String token = tokens.get(side);
    if (token == null) {
      throw new IllegalStateException("No seats in this game");
    }
    return token;
  }
}
