package io.github.boardrules.playground;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameSession;
import io.github.boardrules.tzaar.Tzaar;
import io.github.boardrules.tzaar.TzaarLittleGolem;
import io.github.boardrules.tzaar.TzaarMove;
import io.github.boardrules.tzaar.TzaarState;
import io.github.boardrules.zertz.BoardspaceGame;
import io.github.boardrules.zertz.BoardspaceRecords;
import io.github.boardrules.zertz.Zertz;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The playground's games, by id: made from the catalogue or from a record, kept in the {@link
 * GameStore}, and loaded from it when asked for. At most {@link #capacity} games stay loaded: the
 * one used longest ago is dropped (its row keeps it) unless a request is using it. Thread-safe:
 * a game is loaded once, so every request on it sees the same {@link PlayedGame}.
 */
final class GameRegistry {
  /** Games kept loaded when no capacity is given. */
  static final int DEFAULT_CAPACITY = 500;

  private final GameCatalog catalog;
  private final GameStore store;
  private final int capacity;
  /** Loaded games, the one used longest ago first. Guarded by this. */
  private final LinkedHashMap<Long, Loaded> loaded = new LinkedHashMap<>(64, 0.75f, true);

  /**
   * A loaded game, its extras, and how many requests are using it now (guarded by the registry).
   * The extras change (a friend joins, a seat leaves) under the game's lock.
   */
  static final class Loaded {
    private final PlayedGame<?, ?> game;
    private volatile GameExtras extras;
    private int users;

    Loaded(PlayedGame<?, ?> game, GameExtras extras) {
      this.game = game;
      this.extras = extras;
    }

    PlayedGame<?, ?> game() {
      return game;
    }

    GameExtras extras() {
      return extras;
    }

    void extras(GameExtras next) {
      extras = next;
    }
  }

  /**
   * What a new game is: whose, and how it is played.
   *
   * @param ownerKey the hash of the owner secret of the browser making it
   * @param bot the bot's seat as the request gives it, or null
   * @param friendSide for a game between friends, the side its creator plays; else null
   */
  record Setup(String ownerKey, @Nullable BotRequest bot, @Nullable Player friendSide) {}

  /**
   * A game just made.
   *
   * @param game the game
   * @param seats for a game between friends, its seats with the creator's token and the invitation
   */
  record Made(Loaded game, Optional<Seats.Created> seats) {}

  /** What a request does with a game while it holds it. */
  @FunctionalInterface
  interface Use<T> {
    T apply(Loaded game) throws SQLException;
  }

  GameRegistry(GameCatalog catalog, GameStore store, int capacity) {
    if (capacity < 1) {
      throw new IllegalArgumentException("capacity: at least 1, not " + capacity);
    }
    this.catalog = catalog;
    this.store = store;
    this.capacity = capacity;
  }

  GameCatalog catalog() {
    return catalog;
  }

  /**
   * Starts a game of the catalogue at its initial position.
   *
   * @param gameText the configured game, such as {@code zertz(board=48)}
   * @param setup whose it is and how it is played
   * @return the new game
   * @throws io.github.boardrules.core.TextParseException for an unknown game or option
   */
  Made create(String gameText, Setup setup) throws SQLException {
    ConfiguredGame<?, ?> game = catalog.game(gameText);
    return add(GameSession.start(game), setup, Map.of());
  }

  /**
   * Starts a game from a record: the library's record text, a boardspace.net ZÈRTZ record or a
   * LittleGolem TZAAR record (read as {@code boardrules replay} reads them). The record's tags other
   * than {@code Game} and {@code Start} are kept with the game.
   *
   * @param recordText the record
   * @param setup whose it is and how it is played
   * @return the new game
   * @throws io.github.boardrules.core.TextParseException if the record does not read
   * @throws io.github.boardrules.core.IllegalMoveException if a move of it is illegal
   */
  Made upload(String recordText, Setup setup) throws SQLException {
    String text = libraryRecord(recordText);
    ConfiguredGame<?, ?> game = catalog.gameOfRecord(text);
    Map<String, String> tags = new LinkedHashMap<>(GameRecord.readTags(text));
    tags.remove(ConfiguredGame.GAME_TAG);
    tags.remove(GameRecord.START_TAG);
    return add(GameSession.fromRecord(game, text), setup, tags);
  }

  /** The record as the library's record text: other programs' formats converted, tags kept. */
  private static String libraryRecord(String text) {
    if (text.contains("FF[TZAAR]")) {
      GameRecord<TzaarState, TzaarMove> record = TzaarLittleGolem.read(text);
      Tzaar rules = Tzaar.fixedSetup(); // a setup only picks the start, which the record carries
      return record.write(rules.notation(), rules.positions()); // tagged with its game by the reader
    }
    if (text.contains("GM[") && text.contains("P0[")) {
      BoardspaceGame game = BoardspaceRecords.read(text);
      Zertz rules = game.rules();
      return game.record().write(rules.notation(), rules.positions()); // tagged by the reader
    }
    return text;
  }

  private <S, M> Made add(GameSession<S, M> session, Setup setup, Map<String, String> tags) throws SQLException {
    boolean friends = setup.friendSide() != null;
    BotRequest bot = setup.bot();
    if (friends && session.game().isSolo()) {
      throw new ApiException(400, "mode: " + session.game().config() + " is a puzzle for one player; it has no"
          + " seat for a friend");
    }
    if (friends && bot != null) {
      throw new ApiException(400, "mode: a game between friends has no bot seat; leave out \"bot\" or \"mode\"");
    }
    Optional<Seats.Created> seats = Optional.ofNullable(setup.friendSide()).map(Seats::forFriends);
    GameExtras extras = new GameExtras(seats.map(Seats.Created::seats).orElse(Seats.NONE), tags, setup.ownerKey(),
        null);
    PlayedGame<S, M> played = PlayedGame.create(session, bot == null ? null : seat(session.game(), bot), extras,
        store);
    Loaded entry = new Loaded(played, extras);
    synchronized (this) {
      loaded.put(played.id(), entry);
      evict();
    }
    return new Made(entry, seats);
  }

  /**
   * Runs a request on a game, loading it from the database when it is not loaded; the game stays
   * loaded while the request runs.
   *
   * @param id the game's id
   * @param use what the request does
   * @param <T> its answer
   * @return the answer
   * @throws ApiException 404 when there is no such game
   * @throws SQLException if the database refuses
   */
  <T> T use(long id, Use<T> use) throws SQLException {
    Loaded entry = acquire(id);
    try {
      return use.apply(entry);
    } finally {
      synchronized (this) {
        entry.users--;
        evict();
      }
    }
  }

  private synchronized Loaded acquire(long id) throws SQLException {
    Loaded entry = loaded.get(id);
    if (entry == null) {
      Optional<GameStore.Row> row = store.load(id);
      if (row.isEmpty()) {
        throw new ApiException(404, "No game " + id + " in this playground");
      }
      entry = new Loaded(restore(row.get().game()), row.get().extras());
      loaded.put(id, entry);
    }
    entry.users++;
    return entry;
  }

  private PlayedGame<?, ?> restore(StoredGame stored) {
    try {
      return PlayedGame.restore(catalog.game(stored.gameText()), stored, store);
    } catch (IllegalArgumentException e) {
      throw new IllegalStateException("Stored game " + stored.id() + " (" + stored.gameText()
          + ") does not replay: " + e.getMessage(), e);
    }
  }

  /** Drops the games used longest ago, while more than the capacity are loaded and they are idle. */
  private void evict() {
    Iterator<Loaded> oldest = loaded.values().iterator();
    int excess = loaded.size() - capacity;
    while (excess > 0 && oldest.hasNext()) {
      if (oldest.next().users == 0) {
        oldest.remove();
        excess--;
      }
    }
  }

  /**
   * Returns how many games are loaded now.
   *
   * @return at most the capacity, plus the games requests are using
   */
  synchronized int loadedCount() {
    return loaded.size();
  }

  /**
   * Deletes a game.
   *
   * @param id the game
   * @throws SQLException if the database refuses
   */
  void delete(long id) throws SQLException {
    synchronized (this) {
      loaded.remove(id);
    }
    if (!store.delete(id)) {
      throw new ApiException(404, "No game " + id + " in this playground");
    }
  }

  /**
   * Writes a game's changed seats (a friend joined, a seat left).
   *
   * @param game the game, its extras already changed
   * @throws SQLException if the database refuses
   */
  void saveSeats(Loaded game) throws SQLException {
    store.updateSeats(game.game().id(), game.extras());
  }

  /**
   * Returns a page of a browser's list of games, newest first.
   *
   * @param ownerKey the hash of the browser's owner secret, or null
   * @param offset how many of the newest to skip
   * @param limit the most to return
   * @return their summaries
   * @throws SQLException if the database refuses
   */
  List<Map<String, @Nullable Object>> page(@Nullable String ownerKey, int offset, int limit) throws SQLException {
    List<Map<String, @Nullable Object>> page = new ArrayList<>();
    for (GameStore.Listed listed : store.page(ownerKey, offset, limit)) {
      String summary = listed.summary();
      if (summary == null) { // a row written before summaries were kept: load it once
        try {
          summary = use(listed.id(), game -> Json.write(game.game().summary()));
        } catch (ApiException deleted) {
          continue; // deleted since the page was read
        }
        store.writeSummary(listed.id(), summary);
      }
      page.add(Json.readMap(summary));
    }
    return page;
  }

  /**
   * Counts the games of a browser's list.
   *
   * @param ownerKey the hash of the browser's owner secret, or null
   * @return how many its list has
   * @throws SQLException if the database refuses
   */
  int count(@Nullable String ownerKey) throws SQLException {
    return store.count(ownerKey);
  }

  /** Checks the requested seat against the game: a level it has, a side it names, not a puzzle. */
  private static BotSeat seat(ConfiguredGame<?, ?> game, BotRequest request) {
    if (game.isSolo()) {
      throw new ApiException(400, "bot: " + game.config() + " is a puzzle for one player; it has no bot opponent");
    }
    int levels = game.levels().size();
    if (request.level() < 1 || request.level() > levels) {
      throw new ApiException(400, "bot.level: " + game.config() + " has bot levels 1 to " + levels + ", not "
          + request.level());
    }
    String side = request.side().toUpperCase(Locale.ROOT);
    for (Player player : Player.values()) {
      if (side.equals(player.name()) || side.equals(game.sideName(player).toUpperCase(Locale.ROOT))) {
        return new BotSeat(request.level(), player);
      }
    }
    throw new ApiException(400, "bot.side: " + game.config() + " has the sides FIRST (" + game.sideName(Player.FIRST)
        + ") and SECOND (" + game.sideName(Player.SECOND) + "), not \"" + request.side() + "\"");
  }
}
