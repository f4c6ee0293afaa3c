//! Small controls shared by the screens.

use leptos::prelude::*;

/// A labelled checkbox bound to a setting.
#[component]
pub fn Toggle(
    /// The setting.
    value: RwSignal<bool>,
    /// What it does, in words (also its accessible name).
    label: &'static str,
) -> impl IntoView {
    view! {
        <label class="toggle">
            <input
                type="checkbox"
                prop:checked=move || value.get()
                on:change=move |e| value.set(event_target_checked(&e))
            />
            {label}
        </label>
    }
}

/// A one-line text field for a name, labelled in words (`aria` names it for
/// assistive technology and automation when the visible label says more).
#[component]
pub fn NameField(
    /// The visible label.
    label: &'static str,
    /// The accessible name.
    aria: &'static str,
    /// The text.
    value: RwSignal<String>,
) -> impl IntoView {
    view! {
        <label class="field">
            {label}
            <input
                type="text"
                aria-label=aria
                maxlength="60"
                prop:value=move || value.get()
                on:input=move |e| value.set(event_target_value(&e))
            />
        </label>
    }
}

/// Renaming in place: the new name, *Save name*, and *Cancel*.
#[component]
pub fn RenameForm(
    /// The new name, being typed.
    value: RwSignal<String>,
    on_save: Callback<()>,
    on_cancel: Callback<()>,
) -> impl IntoView {
    view! {
        <form class="rename" on:submit=move |e| {
            e.prevent_default();
            on_save.run(());
        }>
            <input
                type="text"
                aria-label="New name"
                maxlength="60"
                prop:value=move || value.get()
                on:input=move |e| value.set(event_target_value(&e))
            />
            <button type="submit" class="button primary">"Save name"</button>
            {button("button", "Cancel", move || on_cancel.run(()))}
        </form>
    }
}

/// "Deleted “…”." with *Undo*, while a deletion can be undone.
#[component]
pub fn UndoBanner(
    /// What was deleted, while it can come back: its id, name and saved text.
    deleted: RwSignal<Option<(String, String, String)>>,
    on_undo: Callback<()>,
) -> impl IntoView {
    move || {
        deleted
            .with(|d| d.as_ref().map(|(_, name, _)| name.clone()))
            .map(|name| {
                view! {
                    <div class="banner undo" role="status">
                        <p>{format!("Deleted \u{201c}{name}\u{201d}.")}</p>
                        {button("button primary", "Undo", move || on_undo.run(()))}
                    </div>
                }
                .into_any()
            })
    }
}

/// A line that reports how something went: a notice when `ok`, else an error.
#[inline(never)]
pub fn message_line(ok: bool, text: String) -> AnyView {
    view! { <p class=if ok { "notice" } else { "error" } role="alert">{text}</p> }.into_any()
}

/// A button of the style `class` that says `label` and runs `on_click`.
/// One copy of the markup serves every such button on the page.
pub fn button(
    class: &'static str,
    label: &'static str,
    on_click: impl Fn() + Send + 'static,
) -> AnyView {
    button_boxed(class, label, Box::new(on_click))
}

/// A button like [`button`], disabled while `enabled` says no.
pub fn button_if(
    class: &'static str,
    label: &'static str,
    enabled: impl Fn() -> bool + Send + Sync + 'static,
    on_click: impl Fn() + Send + 'static,
) -> AnyView {
    button_if_boxed(class, label, Box::new(enabled), Box::new(on_click))
}

#[inline(never)]
fn button_if_boxed(
    class: &'static str,
    label: &'static str,
    enabled: Box<dyn Fn() -> bool + Send + Sync>,
    on_click: Box<dyn Fn() + Send>,
) -> AnyView {
    view! {
        <button type="button" class=class disabled=move || !enabled() on:click=move |_| on_click()>
            {label}
        </button>
    }
    .into_any()
}

/// A button of a choice among a few, pressed while `pressed` says so.
pub fn choice_button(
    label: String,
    pressed: impl Fn() -> bool + Send + Sync + 'static,
    on_click: impl Fn() + Send + 'static,
) -> AnyView {
    choice_button_boxed(label, Box::new(pressed), Box::new(on_click))
}

#[inline(never)]
fn choice_button_boxed(
    label: String,
    pressed: Box<dyn Fn() -> bool + Send + Sync>,
    on_click: Box<dyn Fn() + Send>,
) -> AnyView {
    view! {
        <button
            type="button"
            class="button"
            aria-pressed=move || pressed().to_string()
            on:click=move |_| on_click()
        >
            {label}
        </button>
    }
    .into_any()
}

#[inline(never)]
fn button_boxed(
    class: &'static str,
    label: &'static str,
    on_click: Box<dyn Fn() + Send>,
) -> AnyView {
    view! { <button type="button" class=class on:click=move |_| on_click()>{label}</button> }
        .into_any()
}
