package io.github.boardrules.playground;

import io.github.boardrules.core.Player;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The seats of a game between friends. The creator's seat has a token from the start; the other
 * seat has an invitation, which the friend's browser exchanges once for a token of its own
 * ({@link #join}), so that neither player ever learns the other's token. A seat may leave the game;
 * when both have left (or the creator leaves before the invitation was used) the game is deleted.
 * A game without seats ({@link #NONE}) is a hot-seat or bot game. Immutable.
 *
 * <p>Stored as a line a seat: {@code FIRST hash:<sha-256> creator}, {@code SECOND invite:<code>},
 * with {@code left} after a seat that left. Lines of older files, {@code FIRST <token>}, read as
 * seats already taken.
 */
final class Seats {
  /** No seats: a hot-seat or bot game. */
  static final Seats NONE = new Seats(Map.of());

  /** One seat: the hash of its token, or its open invitation; whether it made the game, whether it left. */
  private record Seat(@Nullable String tokenHash, @Nullable String invitation, boolean creator, boolean left) {}

  /** New seats: the seats, the creator's token and the invitation for the other side. */
  record Created(Seats seats, String creatorToken, String invitation) {}

  /** The result of a join: the seats with the invited side taken, and its new token. */
  record Joined(Seats seats, Player side, String token) {}

  private final Map<Player, Seat> seats;

  private Seats(Map<Player, Seat> seats) {
    this.seats = seats;
  }

  /**
   * Makes the seats of a new game between friends.
   *
   * @param creatorSide the side its creator plays
   * @return the seats, the creator's token and the invitation for the other side
   */
  static Created forFriends(Player creatorSide) {
    String token = Secrets.random();
    String invitation = Secrets.random();
    Map<Player, Seat> seats = new EnumMap<>(Player.class);
    seats.put(creatorSide, new Seat(Secrets.hash(token), null, true, false));
    seats.put(creatorSide.opponent(), new Seat(null, invitation, false, false));
    return new Created(new Seats(seats), token, invitation);
  }

  /**
   * Reads the stored form.
   *
   * @param text as {@link #write} wrote it (or an older file's form), or null for none
   * @return the seats
   */
  static Seats read(@Nullable String text) {
    if (text == null || text.isEmpty()) {
      return NONE;
    }
    Map<Player, Seat> seats = new EnumMap<>(Player.class);
    for (String line : text.split("\n")) {
      String[] words = line.split(" ");
      Player side = Player.valueOf(words[0]);
      String secret = words[1];
      boolean creator = false;
      boolean left = false;
      for (int i = 2; i < words.length; i++) {
        creator |= words[i].equals("creator");
        left |= words[i].equals("left");
      }
      Seat seat;
      if (secret.startsWith("hash:")) {
        seat = new Seat(secret.substring("hash:".length()), null, creator, left);
      } else if (secret.startsWith("invite:")) {
        seat = new Seat(null, secret.substring("invite:".length()), creator, left);
      } else {
        seat = new Seat(Secrets.hash(secret), null, false, left); // an older file's token, kept in clear
      }
      seats.put(side, seat);
    }
    return new Seats(seats);
  }

  /**
   * Returns the stored form, a line a seat; null for none.
   *
   * @return the text, or null
   */
  @Nullable String write() {
    if (seats.isEmpty()) {
      return null;
    }
    StringBuilder out = new StringBuilder();
    seats.forEach((side, seat) -> {
      out.append(out.length() == 0 ? "" : "\n").append(side.name()).append(' ')
          .append(seat.tokenHash() != null ? "hash:" + seat.tokenHash() : "invite:" + seat.invitation());
      if (seat.creator()) {
        out.append(" creator");
      }
      if (seat.left()) {
        out.append(" left");
      }
    });
    return out.toString();
  }

  /**
   * Tells whether the game has seats, so that changes need a seat's token.
   *
   * @return true for a game between friends
   */
  boolean any() {
    return !seats.isEmpty();
  }

  /**
   * Returns the side a token holds.
   *
   * @param token the {@code X-Seat} header, or null
   * @return the side, or empty for no token or one of no seat
   */
  Optional<Player> sideOf(@Nullable String token) {
    if (token == null) {
      return Optional.empty();
    }
    for (Map.Entry<Player, Seat> seat : seats.entrySet()) {
      String kept = seat.getValue().tokenHash();
      if (kept != null && Secrets.matches(token, kept)) {
        return Optional.of(seat.getKey());
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the side whose invitation is still open.
   *
   * @return the invited side, or empty once the friend has joined
   */
  Optional<Player> invitedSide() {
    for (Map.Entry<Player, Seat> seat : seats.entrySet()) {
      if (seat.getValue().invitation() != null) {
        return Optional.of(seat.getKey());
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the open invitation.
   *
   * @return its code, or empty once the friend has joined
   */
  Optional<String> invitation() {
    for (Seat seat : seats.values()) {
      @Nullable String code = seat.invitation();
      if (code != null) {
        return Optional.of(code);
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the side that made the game.
   *
   * @return the creator's side, or empty for a game of an older file
   */
  Optional<Player> creator() {
    for (Map.Entry<Player, Seat> seat : seats.entrySet()) {
      if (seat.getValue().creator()) {
        return Optional.of(seat.getKey());
      }
    }
    return Optional.empty();
  }

  /**
   * Takes the invited seat with its invitation: the seat gets a new token that only the joining
   * browser learns.
   *
   * @param invitation the invitation code the request gave
   * @return the new seats, the side and its token; empty when the code is not the open invitation
   */
  Optional<Joined> join(@Nullable String invitation) {
    Optional<Player> side = invitedSide();
    if (side.isEmpty() || invitation == null || !java.security.MessageDigest.isEqual(
        invitation.getBytes(java.nio.charset.StandardCharsets.US_ASCII),
        invitation().orElseThrow().getBytes(java.nio.charset.StandardCharsets.US_ASCII))) {
      return Optional.empty();
    }
    String token = Secrets.random();
    Map<Player, Seat> next = new EnumMap<>(seats);
    next.put(side.get(), new Seat(Secrets.hash(token), null, false, false));
    return Optional.of(new Joined(new Seats(next), side.get(), token));
  }

  /**
   * Marks a seat as having left the game.
   *
   * @param side the seat
   * @return the new seats
   */
  Seats leave(Player side) {
    Map<Player, Seat> next = new EnumMap<>(seats);
    Seat seat = seats.get(side);
    if (seat == null) {
      throw new IllegalStateException("No seat " + side);
    }
    next.put(side, new Seat(seat.tokenHash(), seat.invitation(), seat.creator(), true));
    return new Seats(next);
  }

  /**
   * Tells whether a seat has left the game.
   *
   * @param side the seat
   * @return true once it left
   */
  boolean hasLeft(Player side) {
    Seat seat = seats.get(side);
    return seat != null && seat.left();
  }
}
