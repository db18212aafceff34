package io.github.boardrules.playground;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * A small client of the playground's API for the tests, on java.base's {@link HttpURLConnection}
 * (the tests are compiled into the playground's module, which does not read java.net.http). Like a
 * browser, a client has an owner secret of its own, sent as {@code X-Owner} with every request;
 * {@link #stranger} is another browser, {@link #seat} the same one holding a seat.
 */
final class ApiClient {
  /** One answer: the status, the body, and the Allow and Connection headers ("" when absent). */
  record Answer(int status, String body, String allow, String connection) {
    Map<String, Object> json() {
      @SuppressWarnings("nullness") // the tests read only fields they expect to be there
      Map<String, Object> map = Json.readMap(body);
      return map;
    }

    String error() {
      return (String) json().get("error");
    }

    @SuppressWarnings("unchecked")
    List<Map<String, Object>> moves() {
      return (List<Map<String, Object>>) json().get("moves");
    }

    @SuppressWarnings("unchecked")
    List<String> strings(String field) {
      return (List<String>) json().get(field);
    }
  }

  private final URI base;
  private final Map<String, String> headers;

  /** A client with an owner secret of its own. */
  ApiClient(URI base) {
    this(base, Map.of(PlaygroundServer.OWNER_HEADER, Secrets.random()));
  }

  private ApiClient(URI base, Map<String, String> headers) {
    this.base = base;
    this.headers = headers;
  }

  /** The same client, also sending a seat's token in the X-Seat header. */
  ApiClient seat(String token) {
    return header(PlaygroundServer.SEAT_HEADER, token);
  }

  /** Another browser: a new owner secret, no seat. */
  ApiClient stranger() {
    return new ApiClient(base);
  }

  /** The same client sending no owner secret. */
  ApiClient withoutOwner() {
    Map<String, String> without = new java.util.LinkedHashMap<>(headers);
    without.remove(PlaygroundServer.OWNER_HEADER);
    return new ApiClient(base, Map.copyOf(without));
  }

  /** The same client, with one more header (or another value of it). */
  ApiClient header(String name, String value) {
    Map<String, String> with = new java.util.LinkedHashMap<>(headers);
    with.put(name, value);
    return new ApiClient(base, Map.copyOf(with));
  }

  /** The same client, and its secrets, on another server (a restarted one). */
  ApiClient at(URI other) {
    return new ApiClient(other, headers);
  }

  /** This client's owner secret. */
  String owner() {
    return headers.getOrDefault(PlaygroundServer.OWNER_HEADER, "");
  }

  Answer get(String path) {
    return send("GET", path, null);
  }

  Answer post(String path, String body) {
    return send("POST", path, body.getBytes(StandardCharsets.UTF_8));
  }

  Answer post(String path, Map<String, ?> body) {
    return post(path, Json.write(body));
  }

  Answer post(String path, byte[] body) {
    return send("POST", path, body);
  }

  /** A POST whose body is sent in chunks, so that its length is not declared up front. */
  Answer postChunked(String path, byte[] body) {
    return send("POST", path, body, true);
  }

  Answer method(String method, String path) {
    return send(method, path, null);
  }

  private Answer send(String method, String path, byte[] body) {
    return send(method, path, body, false);
  }

  private Answer send(String method, String path, byte[] body, boolean chunked) {
    try {
      HttpURLConnection connection = (HttpURLConnection) base.resolve(path).toURL().openConnection();
      connection.setRequestMethod(method);
      connection.setConnectTimeout(10_000);
      connection.setReadTimeout(60_000);
      headers.forEach(connection::setRequestProperty);
      if (body != null) {
        connection.setDoOutput(true);
        if (!headers.containsKey("Content-Type")) {
          connection.setRequestProperty("Content-Type", "application/json");
        }
        if (chunked) {
          connection.setChunkedStreamingMode(8192);
        } else {
          connection.setFixedLengthStreamingMode(body.length);
        }
        try (OutputStream out = connection.getOutputStream()) {
          out.write(body);
        }
      }
      int status = connection.getResponseCode();
      InputStream in = status >= 400 ? connection.getErrorStream() : connection.getInputStream();
      String text = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
      if (in != null) {
        in.close();
      }
      String allow = connection.getHeaderField("Allow");
      String close = connection.getHeaderField("Connection");
      return new Answer(status, text, allow == null ? "" : allow, close == null ? "" : close);
    } catch (IOException e) {
      throw new UncheckedIOException(method + " " + path + " failed", e);
    }
  }
}
